// mimalloc (Debian's libmimalloc-dev; the release archive links its static build, scripts/package).
// Linked into the libgen executable, it takes the place of glibc's malloc for the whole process.
#include <mimalloc.h>

// For a process that goes on (`serve`): freed pages go back to the system at once. The options
// for it were renamed in mimalloc 2.1 (Debian 12 has 2.0.9, Ubuntu 24.04 2.1.2).
static inline void libgen_mimalloc_hand_back_at_once(void) {
#if MI_MALLOC_VERSION < 210
    mi_option_set(mi_option_page_reset, 1);
    mi_option_set(mi_option_decommit_delay, 0);
#else
    mi_option_set(mi_option_purge_delay, 0);
#endif
}
