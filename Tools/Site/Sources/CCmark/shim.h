// The CommonMark reference implementation, Debian's libcmark-dev (Homebrew: cmark).
#include <cmark.h>
