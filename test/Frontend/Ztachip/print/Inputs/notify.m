void f(int a) {
   int b;
> NOTIFY(a, 1);
> PRINT("%d");
}
