//! The resources a device program declares at module level (pipes, global
//! and local buffers, semaphores: ops with the `declares` interface), and
//! the facts passes need of them: a pipe's shape, a global buffer's page,
//! the cores a declaration or kernel covers.

use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use tanto_dialects::{interfaces, ir::nested_ops_where, spec::Resource, types};

/// A declaration: its op, what it declares and its resource name.
pub struct Declaration<'c, 'a> {
    pub op: OperationRef<'c, 'a>,
    pub resource: Resource,
    pub name: String,
}

/// The declarations among `ops`, in order.
fn declarations_in<'c, 'a>(
    ops: impl IntoIterator<Item = OperationRef<'c, 'a>>,
) -> Vec<Declaration<'c, 'a>> {
    ops.into_iter()
        .filter_map(|op| {
            Some(Declaration {
                resource: interfaces::info(&op).declares?,
                name: types::string_attribute(&op, "sym_name")?,
                op,
            })
        })
        .collect()
}

/// The declarations at the top level of a module, in order.
pub fn declarations<'c, 'a>(module: OperationRef<'c, 'a>) -> Vec<Declaration<'c, 'a>> {
    let Some(body) = module.region(0).ok().and_then(|r| r.first_block()) else {
        return Vec::new();
    };
    declarations_in(std::iter::successors(body.first_operation(), |op| {
        op.next_in_block()
    }))
}

/// Integer attribute `attribute` of each declaration of `resource` anywhere
/// in `module`, by name.
/// The kind is tested before the name is read: a program of 100,000
/// semaphores and no pipe copies no names here.
fn by_name(module: OperationRef, resource: Resource, attribute: &str) -> Vec<(String, i64)> {
    nested_ops_where(module, |op| {
        interfaces::info(&op).declares == Some(resource)
    })
    .into_iter()
    .filter_map(|op| {
        Some((
            types::string_attribute(&op, "sym_name")?,
            types::int_attribute(&op, attribute)?,
        ))
    })
    .collect()
}

/// What the protocol needs of a pipe: how many tiles it holds, and the
/// frame size its kernels start with (each may change its own).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PipeShape {
    pub capacity: u64,
    pub frame: u64,
}

/// The shape of each pipe of the program, by resource name.
pub fn pipe_shapes(module: OperationRef) -> BTreeMap<String, PipeShape> {
    nested_ops_where(module, |op| {
        interfaces::info(&op).declares == Some(Resource::Pipe)
    })
    .into_iter()
    .filter_map(|op| {
        let count = |attribute| u64::try_from(types::int_attribute(&op, attribute)?).ok();
        let shape = PipeShape {
            capacity: count("capacity")?,
            frame: count("frame")?,
        };
        Some((types::string_attribute(&op, "sym_name")?, shape))
    })
    .collect()
}

/// Elements per page of each global buffer, by resource name.
pub fn global_pages(module: OperationRef) -> HashMap<String, i64> {
    by_name(module, Resource::Global, "page")
        .into_iter()
        .collect()
}

/// The cores of a `cores` attribute: rectangles `[x0, y0, x1, y1]`, inclusive.
pub fn core_set(rectangles: &[i64]) -> BTreeSet<(i64, i64)> {
    rectangles
        .chunks(4)
        .filter(|r| r.len() == 4)
        .flat_map(|r| (r[1]..=r[3]).flat_map(move |y| (r[0]..=r[2]).map(move |x| (x, y))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::core_set;

    #[test]
    fn core_rectangles_expand_row_by_row() {
        let cores: Vec<_> = core_set(&[0, 0, 1, 1, 3, 0, 3, 0]).into_iter().collect();
        assert_eq!(cores, vec![(0, 0), (0, 1), (1, 0), (1, 1), (3, 0)]);
        assert!(core_set(&[0, 0, 1]).is_empty());
    }
}
