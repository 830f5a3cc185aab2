// C that clang-22 loops on: a cast of a parenthesised `::name`.
int b;
int looping(void) {
  return (int)(::b);
}
