/* A freestanding stand-in for <math.h>: declarations only (the control
   core has no floating-point unit; a kernel that calls one of these
   compiles and fails to link, naming it). */
#ifndef TANTO_ZTACHIP_MATH_H
#define TANTO_ZTACHIP_MATH_H
double sqrt(double x);
double fabs(double x);
double floor(double x);
double ceil(double x);
double exp(double x);
double log(double x);
double pow(double x, double y);
double sin(double x);
double cos(double x);
double atan2(double y, double x);
float sqrtf(float x);
float fabsf(float x);
#endif
