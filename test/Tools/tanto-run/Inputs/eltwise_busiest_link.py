"""The busiest NoC link of the eltwise program (test/Programs/eltwise), from
the target file's [soc] table and the NoC's routing rules as Tenstorrent
documents them (tt-isa-documentation WormholeB0/NoC/RoutingPaths.md), written
apart from the simulator: prints "NoC link <cycles>".

Each of the 16 cores (a 4x4 block) reads pages 16*i .. 16*i+15 of a and of b
(2 KiB each) and writes the same pages of c; page p lives in bank p % banks.
A read's data comes from the bank to the core on NoC 0 (reader kernels), a
write goes from the core to the bank on NoC 1 (writer kernels). NoC 0 runs
right then down, NoC 1 up then left, both wrapping round the torus.

usage: eltwise_busiest_link.py ARCH.toml
"""
import sys
from collections import Counter

from eltwise_noc import load as load_arch, router

arch = load_arch(sys.argv[1])
soc = arch["soc"]
banks = arch["dram"]["banks"]
per_cycle = arch["latency"]["noc_bytes_per_cycle"]
PAGE = 2048
route = router(soc)


load = Counter()
for index in range(16):
    x, y = index % 4, index // 4
    core = (soc["worker_columns"][x], soc["worker_rows"][y])
    for page in range(16 * index, 16 * index + 16):
        bank = tuple(soc["dram_endpoints"][page % banks])
        for link in route(0, bank, core):
            load[link] += 2 * PAGE  # a and b
        for link in route(1, core, bank):
            load[link] += PAGE  # c
busiest = max(load.values())
print(f"NoC link {-(-busiest // per_cycle)}")
