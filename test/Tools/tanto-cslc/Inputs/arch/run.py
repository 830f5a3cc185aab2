"""Reads back what the arch test's compute wrote; checks it against the
arch out.json names."""
import argparse
import json

import numpy as np

from cerebras.sdk.runtime.sdkruntimepybind import SdkRuntime, MemcpyDataType, MemcpyOrder

parser = argparse.ArgumentParser()
parser.add_argument("--name")
args = parser.parse_args()
with open(f"{args.name}/out.json", encoding="utf-8") as f:
    generation = int(json.load(f)["arch"][3:])

runner = SdkRuntime(args.name)
runner.load()
runner.run()
runner.launch("compute", nonblock=False)
out = np.zeros(3, dtype=np.uint32)
runner.memcpy_d2h(out, runner.get_id("out"), 0, 0, 1, 1, 3, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()
assert out.tolist() == [generation, 10 * generation, 100 * generation], out
print("arch", generation, "ok")
