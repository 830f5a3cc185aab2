//! Where a Tensix chip's cores sit on its two NoCs, and how fast a packet
//! moves between them: the `[soc]` table of a target file, taken from
//! Tenstorrent's public SoC descriptors (tt-metal
//! `tt_metal/soc_descriptors/*.yaml`) and NoC documentation
//! (tt-isa-documentation `WormholeB0/NoC/`).
//!
//! The program keeps addressing cores by their logical grid coordinates and
//! DRAM bank `b` at `(grid.x, b)` (the ABI's coordinates, as tt-metal's
//! translated coordinates hide the physical ones); the simulator maps them
//! to the NoC positions below to route packets and time their hops.

use serde::Deserialize;

/// A NoC position `[x, y]`.
pub type NocPosition = [u32; 2];

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Soc {
    /// The NoC's size: each NoC's routers form a `noc_x` by `noc_y` torus.
    pub noc_x: u32,
    pub noc_y: u32,
    /// NoC x of each logical worker column (the harvesting-free worker set;
    /// the grid uses the first `grid.x`).
    pub worker_columns: Vec<u32>,
    /// NoC y of each logical worker row (the grid uses the first `grid.y`).
    pub worker_rows: Vec<u32>,
    /// NoC position of each DRAM bank's endpoint for worker traffic.
    pub dram_endpoints: Vec<NocPosition>,
    /// Cycles a flit takes from one router to the next.
    pub hop_cycles: u64,
    /// Cycles between a NoC interface unit and its router, each way.
    pub niu_cycles: u64,
}

impl Soc {
    /// Everything inconsistent with a grid of `grid` cores and `banks` DRAM
    /// banks.
    pub fn problems(&self, grid: (u32, u32), banks: u32) -> Vec<String> {
        let mut problems = Vec::new();
        if self.noc_x == 0 || self.noc_y == 0 {
            problems.push("soc.noc_x and soc.noc_y must be positive".into());
        }
        if (self.worker_columns.len() as u64) < u64::from(grid.0) {
            problems.push(format!(
                "soc.worker_columns has {} columns but the grid has {}",
                self.worker_columns.len(),
                grid.0
            ));
        }
        if (self.worker_rows.len() as u64) < u64::from(grid.1) {
            problems.push(format!(
                "soc.worker_rows has {} rows but the grid has {}",
                self.worker_rows.len(),
                grid.1
            ));
        }
        if self.dram_endpoints.len() as u64 != u64::from(banks) {
            problems.push(format!(
                "soc.dram_endpoints has {} endpoints but there are {banks} DRAM banks",
                self.dram_endpoints.len()
            ));
        }
        let outside = |[x, y]: NocPosition| x >= self.noc_x || y >= self.noc_y;
        for &x in &self.worker_columns {
            if x >= self.noc_x {
                problems.push(format!("soc.worker_columns: x = {x} is outside the NoC"));
            }
        }
        for &y in &self.worker_rows {
            if y >= self.noc_y {
                problems.push(format!("soc.worker_rows: y = {y} is outside the NoC"));
            }
        }
        for &position in &self.dram_endpoints {
            if outside(position) {
                problems.push(format!(
                    "soc.dram_endpoints: {position:?} is outside the NoC"
                ));
            }
            let [x, y] = position;
            if self.worker_columns.contains(&x) && self.worker_rows.contains(&y) {
                problems.push(format!(
                    "soc.dram_endpoints: {position:?} is a worker core's position"
                ));
            }
        }
        for (list, what) in [
            (&self.worker_columns, "worker_columns"),
            (&self.worker_rows, "worker_rows"),
        ] {
            let mut sorted = list.clone();
            sorted.sort_unstable();
            sorted.dedup();
            if sorted.len() != list.len() {
                problems.push(format!("soc.{what} repeats a coordinate"));
            }
        }
        problems
    }

    /// The NoC position of logical worker `(x, y)`.
    pub fn worker(&self, x: u32, y: u32) -> Option<(u32, u32)> {
        Some((
            *self.worker_columns.get(x as usize)?,
            *self.worker_rows.get(y as usize)?,
        ))
    }

    /// The NoC position of DRAM bank `bank`'s endpoint.
    pub fn dram_endpoint(&self, bank: usize) -> Option<(u32, u32)> {
        self.dram_endpoints.get(bank).map(|&[x, y]| (x, y))
    }
}
