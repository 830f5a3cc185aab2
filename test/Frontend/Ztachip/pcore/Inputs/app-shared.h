// A header an app's tensor program and PCORE program both include (see
// ../c-declarations.p): its constants, and C declarations only the control
// core's C uses.
#define APP_ROWS 4
#define APP_SCALE 3
extern int app_log(const char *format, ...);
extern void app_on_done(void (*callback)(int status), int status);
extern void (*app_hook)(int);
void app_copy_rows(int (*rows)[APP_ROWS], int count);
extern void app_put(unsigned char * const buffer, unsigned char * restrict spare);
_Noreturn extern void app_fatal(const char *why);
extern _Alignas(8) unsigned char app_scratch[64];
extern const char * const app_names[];
_Static_assert(APP_ROWS * APP_SCALE <= 64, "a tile fits (a ) and a ; in the text)");
