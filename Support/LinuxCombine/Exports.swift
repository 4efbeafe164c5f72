// Linux only: OpenCombine under Combine's names, plus the operators OpenCombine 0.14.0 lacks.
// Shared code writes `#if canImport(Combine) import Combine #else import LinuxCombine #endif`,
// so on Apple platforms (and inside the book) this module is never compiled or shipped.
#if !canImport(Combine)
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
#endif
