"""The dependence term of the eltwise program's roofline
(test/Programs/eltwise), from the target file and the program's structure,
written apart from the simulator: prints "dependence <cycles>".

Each of the 16 cores reads pages 16*i .. 16*i+15 of a and of b (2 KiB each,
page p in bank p % banks) on NoC 0, adds each pair of tiles (latency.math
eltwise), packs the sum (pack) and writes it to page p of c on NoC 1, and its
writer waits for its writes before it ends. A transfer lasts at least its
endpoint's service, its request's and its response's way (2 interface
crossings and hop_cycles per router hop each way), and its bytes at the
slower of the port and the bank. Two chains bound the run:

- one tile: the reader programs its read (latency.issue), the read, the add
  and the pack, the write;
- the port: whichever of a reader's 32 reads starts last starts after the
  other 31 have left its port, then the same add, pack and write follow.

usage: eltwise_dependence.py ARCH.toml
"""
import sys
import tomllib

with open(sys.argv[1], "rb") as f:
    arch = tomllib.load(f)
soc = arch["soc"]
size = (soc["noc_x"], soc["noc_y"])
banks = arch["dram"]["banks"]
latency = arch["latency"]
PAGE = 2048


def hops(start, goal, axis, step):
    at, count = list(start), 0
    while at[axis] != goal[axis]:
        at[axis] = (at[axis] + step) % size[axis]
        count += 1
    return count, tuple(at)


def route_hops(noc, start, goal):
    """NoC 0 runs right then down, NoC 1 up then left, round the torus."""
    if noc == 0:
        first, at = hops(start, goal, 0, +1)
        second, _ = hops(at, goal, 1, +1)
    else:
        first, at = hops(start, goal, 1, -1)
        second, _ = hops(at, goal, 0, -1)
    return first + second


def way(count):
    return 2 * soc["niu_cycles"] + soc["hop_cycles"] * count


port = -(-PAGE // latency["noc_bytes_per_cycle"])
bytes_time = max(port, -(-PAGE // latency["dram_bytes_per_cycle"]))
math = latency["math"]["eltwise"] + latency["math"]["pack"]
bound = 0
for index in range(16):
    x, y = index % 4, index // 4
    core = (soc["worker_columns"][x], soc["worker_rows"][y])
    chains = []
    for page in range(16 * index, 16 * index + 16):
        bank = tuple(soc["dram_endpoints"][page % banks])
        read = latency["dram_read"] + way(route_hops(0, core, bank)) + way(route_hops(0, bank, core))
        write = latency["dram_write"] + way(route_hops(1, core, bank)) + way(route_hops(1, bank, core))
        chain = read + bytes_time + math + write + bytes_time
        chains += [chain, chain]  # the pages of a and of b
        bound = max(bound, latency["issue"] + chain)
    bound = max(bound, (len(chains) - 1) * port + min(chains))
print(f"dependence {bound}")
