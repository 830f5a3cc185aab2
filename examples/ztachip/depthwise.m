// Depthwise 3x3 convolution: channel c goes to PCORE c % 8, its 3x3
// coefficients with it; the channel's tensor variable names the plane.
#define H 16
#define W 16

void depthwise(unsigned char *act, signed char *coef, short *out, int c) {
>  VAR $plane;
>  $plane := DTYPE(UINT8) DDR(act, 8, H, W)[$][:][:];
>  PCORE(8)[c % 8].THREAD[0:15].dw::row[0:W-1] <= $plane[c % 8];
>  PCORE(8)[c % 8].dw::k[0:8] <= DTYPE(INT8) DDR(coef, 8, 9)[c % 8][:];
>  EXE(dw::conv3x3, 8, 16);
>  DTYPE(INT16) DDR(out, 8, H, W)[c % 8][:][:] <= PCORE(8)[c % 8].THREAD[0:15].dw::acc[0:W-1];
}
