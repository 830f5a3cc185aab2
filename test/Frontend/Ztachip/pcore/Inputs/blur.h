// Found beside the program, as `#include "blur.h"` is in ztachip's apps.
#define BLUR_SCALE 9
