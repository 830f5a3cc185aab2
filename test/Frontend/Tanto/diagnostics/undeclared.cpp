// Undeclared identifiers and functions, with a suggestion when a visible
// name is close; every error in the file is reported.
// RUN: not tanto-opt %s 2>&1 | FileCheck %s

// CHECK: error: use of undeclared identifier `frame_tile`
// CHECK-NEXT: --> {{.*}}undeclared.cpp:15:17
// CHECK: = did you mean `frame_tiles`?
// CHECK: error: use of undeclared identifier `nowhere`
// CHECK-NEXT: --> {{.*}}undeclared.cpp:18:5
// CHECK: error: use of undeclared function `read_barier`
// CHECK-NEXT: --> {{.*}}undeclared.cpp:19:5
// CHECK: = did you mean `read_barrier`?
// CHECK: {{^}}3 errors generated.
void kernel(pipe<float> p, uint32 frame_tiles) {
    p.set_frame(frame_tile);
    p.reserve_back();
    p.push_back();
    nowhere = 3;
    read_barier();
}
