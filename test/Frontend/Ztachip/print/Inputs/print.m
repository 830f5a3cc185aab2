// PRINT(format, value): the line ztachip's log prints, printf(format,
// value), in order with the program's C.
void zta_main(int x) {
   int k;
   for (k = 0; k < 2; k++) {
> PRINT("row %d", x + k);
   }
> PRINT("mask 0x%04x", x * 3);
}
