// The global functions (spec 3.7): barriers in dataflow kernels, tilize and
// untilize in compute kernels.
// RUN: split-file %s %t
// RUN: tanto-opt %t/dataflow.cpp | FileCheck %s --check-prefix=DATAFLOW
// RUN: tanto-opt %t/compute.cpp | FileCheck %s --check-prefix=COMPUTE

// DATAFLOW: "noc.read_barrier"() : () -> ()
// DATAFLOW-NEXT: "noc.write_barrier"() : () -> ()

// COMPUTE: attributes {tanto.role = "compute"}
// COMPUTE: "tile.tilize_block"(%arg0, %{{.*}}, %arg1) : (!pipe.pipe<bf16>, i32, !pipe.pipe<f16>) -> ()
// COMPUTE: "tile.untilize_block"(%arg1, %{{.*}}, %arg0) : (!pipe.pipe<f16>, i32, !pipe.pipe<bf16>) -> ()

//--- dataflow.cpp
void kernel() {
    read_barrier();
    write_barrier();
}
//--- compute.cpp
void kernel(pipe<bfloat16> rows, pipe<float16> tiles) {
    tilize_block(rows, 4, tiles);
    untilize_block(tiles, 4, rows);
}
