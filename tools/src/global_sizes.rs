//! A `memref.global` lives in its kernel's image (code and data, loaded from
//! `CODE_BASE`, docs/abi.md), so its size is bounded by the image's. Checked
//! before lowering, with the size computed without overflow: MLIR would
//! otherwise build the initializer element by element (a splat of 2^64
//! elements) and run out of memory.

use crate::error::ToolError;
use melior::ir::ShapedTypeLike;
use melior::ir::{attribute::TypeAttribute, operation::OperationLike, Module, Type};
use tanto_dialects::{rules::element_bytes, verify};
use tanto_sim::image::MAX_IMAGE_BYTES;

/// Reports every global larger than a kernel image can hold.
pub fn check(module: &Module) -> Result<(), ToolError> {
    let mut too_large = false;
    for op in verify::nested_ops(module.as_operation()) {
        if op.name().as_string_ref().as_str() != Ok("memref.global") {
            continue;
        }
        let Some(memref) = op
            .attribute("type")
            .ok()
            .and_then(|a| TypeAttribute::try_from(a).ok())
            .map(|t| t.value())
        else {
            continue;
        };
        if let Some(bytes) = bytes_beyond_image(&memref) {
            let size = bytes.map_or_else(|| "more than 2^64".to_string(), |b| b.to_string());
            verify::emit_error(
                op.location(),
                &format!(
                    "this global needs {size} bytes ({}), but a kernel image holds at most {MAX_IMAGE_BYTES} bytes of code and data",
                    memref
                ),
            );
            too_large = true;
        }
    }
    if too_large {
        Err(ToolError::Diagnosed)
    } else {
        Ok(())
    }
}

/// `Some(size)` when the global's bytes exceed the image (`Some(None)` when
/// they overflow u64); `None` when it fits or its size is not static.
fn bytes_beyond_image(memref: &Type) -> Option<Option<u64>> {
    let element = melior::ir::r#type::MemRefType::try_from(*memref)
        .ok()?
        .element();
    let mut bytes = Some(element_bytes(element)?);
    for extent in tanto_dialects::ir::static_shape(*memref)? {
        bytes = bytes.and_then(|b| b.checked_mul(extent));
    }
    bytes.is_none_or(|b| b > MAX_IMAGE_BYTES).then_some(bytes)
}
