// glibc's malloc.h (malloc_trim), which Swift's Glibc module leaves out.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
