// Linux only: the book's code writes `import Combine` on every platform, and on Linux the
// compiler's `-module-alias Combine=LinuxCombine` brings this module. It re-exports OpenCombine
// and adds the operators OpenCombine 0.14.0 lacks. It never enters the book.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
