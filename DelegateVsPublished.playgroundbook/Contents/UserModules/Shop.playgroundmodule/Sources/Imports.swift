// Combine on iPad and Mac. The #else branch lets the same files build on Linux for the
// book's tests (OpenCombine plus two missing operators); Swift Playgrounds never sees it.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import LinuxCombine
#endif
