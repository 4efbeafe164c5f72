// Linux only: this target is named Combine, so the book's code writes `import Combine` on
// every platform. It re-exports OpenCombine under that name and adds the operators
// OpenCombine 0.14.0 lacks. Package.swift declares it on Linux only; it never enters the book.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
