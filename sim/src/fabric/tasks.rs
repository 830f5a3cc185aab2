//! A PE's task table and the picker that chooses its next task, after CSL's
//! semantics: task ids `0..64`, each bound at most once to a data, local or
//! control task.
//!
//! - A local task runs when it is active and not blocked. Activation is a
//!   flag: activating an active task does not queue a second run; picking
//!   it clears the flag.
//! - A data task runs when a wavelet of its color is available and it is
//!   not blocked; picking it leaves the wavelet to the task to receive.
//! - A control task runs when a control wavelet names it
//!   ([`TaskTable::pick_control`]), never through [`TaskTable::pick`].
//!
//! Among runnable tasks, High priority goes before Low, then the lowest id.
//! The tie-break is ours: the SDK does not document one.

use std::fmt;
use tanto_arch::wse::{DataTaskIds, IdRange, Wse};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaskKind {
    /// Triggered by wavelets of `color`.
    Data {
        color: u8,
    },
    Local,
    Control,
}

impl fmt::Display for TaskKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TaskKind::Data { color } => write!(f, "data task of color {color}"),
            TaskKind::Local => f.write_str("local task"),
            TaskKind::Control => f.write_str("control task"),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub enum Priority {
    #[default]
    Low,
    High,
}

/// What a task id runs: its kind and the function (an address or index
/// chosen by the caller).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Binding {
    pub kind: TaskKind,
    pub function: u32,
}

/// The task to run next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Picked {
    pub id: u8,
    pub function: u32,
    pub kind: TaskKind,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TaskError {
    #[error("task id {id} does not exist: the task ids are 0..{ids}")]
    IdOutOfRange { id: u8, ids: usize },
    #[error("task id {id} is already bound, to a {existing}")]
    AlreadyBound { id: u8, existing: TaskKind },
    #[error(
        "task id {id} cannot be a local task: local task ids are {first}..={last} on this target"
    )]
    LocalIdOutsideRange { id: u8, first: u8, last: u8 },
    #[error("task id {id} cannot be a control task: control task ids are {first}..={last} on this target")]
    ControlIdOutsideRange { id: u8, first: u8, last: u8 },
    #[error("on this target a data task's id is its color: the data task of color {color} has id {color}, not {id}")]
    DataIdIsNotTheColor { id: u8, color: u8 },
    #[error("on this target a data task's id is an input queue (0..{queues}); {id} is not one")]
    DataIdIsNotAQueue { id: u8, queues: usize },
    #[error("color {color} is not routable: the colors are 0..{colors}")]
    ColorOutOfRange { color: u8, colors: u8 },
    #[error("task id {id} is not bound to a task")]
    Unbound { id: u8 },
    #[error("task id {id} is a {kind}; only local tasks are activated")]
    NotLocal { id: u8, kind: TaskKind },
    #[error("a control wavelet names task id {id}, a {kind}, not a control task")]
    NotControl { id: u8, kind: TaskKind },
}

#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    binding: Option<Binding>,
    active: bool,
    blocked: bool,
    priority: Priority,
}

/// One PE's tasks.
#[derive(Debug, Clone)]
pub struct TaskTable {
    entries: Vec<Entry>,
    local_ids: IdRange,
    control_ids: IdRange,
    data_task_ids: DataTaskIds,
    input_queues: usize,
    colors: u8,
}

impl TaskTable {
    /// Every id unbound, inactive, unblocked, of Low priority.
    pub fn new(target: &Wse) -> Self {
        TaskTable {
            entries: vec![Entry::default(); usize::from(target.tasks.ids)],
            local_ids: target.tasks.local_ids,
            control_ids: target.tasks.control_ids,
            data_task_ids: target.tasks.data_task_ids,
            input_queues: target.queues.input_depths.len(),
            colors: target.fabric.colors,
        }
    }

    pub fn bind(&mut self, id: u8, kind: TaskKind, function: u32) -> Result<(), TaskError> {
        self.entry(id)?;
        self.check_id_fits(id, kind)?;
        let entry = self.entry_mut(id)?;
        if let Some(existing) = entry.binding {
            return Err(TaskError::AlreadyBound {
                id,
                existing: existing.kind,
            });
        }
        entry.binding = Some(Binding { kind, function });
        Ok(())
    }

    /// Marks local task `id` to run; a no-op when it already is.
    pub fn activate(&mut self, id: u8) -> Result<(), TaskError> {
        let entry = self.entry_mut(id)?;
        match entry.binding {
            None => Err(TaskError::Unbound { id }),
            Some(Binding {
                kind: TaskKind::Local,
                ..
            }) => {
                entry.active = true;
                Ok(())
            }
            Some(Binding { kind, .. }) => Err(TaskError::NotLocal { id, kind }),
        }
    }

    /// Blocks `id`, bound or not (CSL blocks a color that has no task so
    /// that its wavelets wait for a fabric input DSD).
    pub fn block(&mut self, id: u8) -> Result<(), TaskError> {
        self.entry_mut(id)?.blocked = true;
        Ok(())
    }

    pub fn unblock(&mut self, id: u8) -> Result<(), TaskError> {
        self.entry_mut(id)?.blocked = false;
        Ok(())
    }

    pub fn set_priority(&mut self, id: u8, priority: Priority) -> Result<(), TaskError> {
        self.entry_mut(id)?.priority = priority;
        Ok(())
    }

    pub fn binding(&self, id: u8) -> Option<Binding> {
        self.entries.get(usize::from(id))?.binding
    }

    pub fn is_active(&self, id: u8) -> bool {
        self.entries.get(usize::from(id)).is_some_and(|e| e.active)
    }

    pub fn is_blocked(&self, id: u8) -> bool {
        self.entries.get(usize::from(id)).is_some_and(|e| e.blocked)
    }

    /// The next task to run, if any is runnable; `has_data(color)` tells
    /// whether a wavelet of `color` waits for the CE. Clears a picked local
    /// task's active flag.
    pub fn pick(&mut self, has_data: impl Fn(u8) -> bool) -> Option<Picked> {
        let runnable = |entry: &Entry| {
            !entry.blocked
                && match entry.binding.map(|b| b.kind) {
                    Some(TaskKind::Local) => entry.active,
                    Some(TaskKind::Data { color }) => has_data(color),
                    Some(TaskKind::Control) | None => false,
                }
        };
        let index = [Priority::High, Priority::Low]
            .into_iter()
            .find_map(|priority| {
                self.entries
                    .iter()
                    .position(|e| e.priority == priority && runnable(e))
            })?;
        let entry = self.entries.get_mut(index)?;
        let binding = entry.binding?;
        if binding.kind == TaskKind::Local {
            entry.active = false;
        }
        Some(Picked {
            id: u8::try_from(index).ok()?,
            function: binding.function,
            kind: binding.kind,
        })
    }

    /// The control task a control wavelet names.
    pub fn pick_control(&self, id: u8) -> Result<Picked, TaskError> {
        let entry = self.entry(id)?;
        match entry.binding {
            None => Err(TaskError::Unbound { id }),
            Some(Binding {
                kind: TaskKind::Control,
                function,
            }) => Ok(Picked {
                id,
                function,
                kind: TaskKind::Control,
            }),
            Some(Binding { kind, .. }) => Err(TaskError::NotControl { id, kind }),
        }
    }

    fn entry(&self, id: u8) -> Result<&Entry, TaskError> {
        let ids = self.entries.len();
        self.entries
            .get(usize::from(id))
            .ok_or(TaskError::IdOutOfRange { id, ids })
    }

    fn entry_mut(&mut self, id: u8) -> Result<&mut Entry, TaskError> {
        let ids = self.entries.len();
        self.entries
            .get_mut(usize::from(id))
            .ok_or(TaskError::IdOutOfRange { id, ids })
    }

    /// Whether `id` can hold a task of `kind` on this target.
    fn check_id_fits(&self, id: u8, kind: TaskKind) -> Result<(), TaskError> {
        let outside = |range: IdRange| !range.contains(id);
        match kind {
            TaskKind::Local if outside(self.local_ids) => Err(TaskError::LocalIdOutsideRange {
                id,
                first: self.local_ids.first,
                last: self.local_ids.last,
            }),
            TaskKind::Control if outside(self.control_ids) => {
                Err(TaskError::ControlIdOutsideRange {
                    id,
                    first: self.control_ids.first,
                    last: self.control_ids.last,
                })
            }
            TaskKind::Data { color } if color >= self.colors => Err(TaskError::ColorOutOfRange {
                color,
                colors: self.colors,
            }),
            TaskKind::Data { color } => match self.data_task_ids {
                DataTaskIds::Color if id != color => {
                    Err(TaskError::DataIdIsNotTheColor { id, color })
                }
                DataTaskIds::InputQueue if usize::from(id) >= self.input_queues => {
                    Err(TaskError::DataIdIsNotAQueue {
                        id,
                        queues: self.input_queues,
                    })
                }
                _ => Ok(()),
            },
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(target: &str) -> TaskTable {
        TaskTable::new(&Wse::builtin(target).expect("built-in target"))
    }

    fn no_data(_: u8) -> bool {
        false
    }

    #[test]
    fn high_priority_goes_before_a_lower_id_of_low_priority() {
        let mut tasks = table("wse2");
        tasks.bind(25, TaskKind::Local, 250).unwrap();
        tasks.bind(27, TaskKind::Local, 270).unwrap();
        tasks.set_priority(27, Priority::High).unwrap();
        tasks.activate(25).unwrap();
        tasks.activate(27).unwrap();
        assert_eq!(tasks.pick(no_data).map(|p| p.id), Some(27));
        assert_eq!(tasks.pick(no_data).map(|p| p.id), Some(25));
        assert_eq!(tasks.pick(no_data), None);
    }

    #[test]
    fn equal_priority_picks_the_lowest_id_first() {
        let mut tasks = table("wse3");
        for id in [20, 9, 14] {
            tasks.bind(id, TaskKind::Local, u32::from(id) * 10).unwrap();
            tasks.activate(id).unwrap();
        }
        let order: Vec<_> = std::iter::from_fn(|| tasks.pick(no_data)).collect();
        assert_eq!(order.iter().map(|p| p.id).collect::<Vec<_>>(), [9, 14, 20]);
        assert_eq!(order[0].function, 90);
        assert_eq!(order[0].kind, TaskKind::Local);
    }

    #[test]
    fn blocked_tasks_are_skipped_until_unblocked() {
        let mut tasks = table("wse2");
        tasks.bind(24, TaskKind::Local, 1).unwrap();
        tasks.bind(26, TaskKind::Local, 2).unwrap();
        tasks.activate(24).unwrap();
        tasks.activate(26).unwrap();
        tasks.block(24).unwrap();
        assert_eq!(tasks.pick(no_data).map(|p| p.id), Some(26));
        assert_eq!(tasks.pick(no_data), None);
        assert!(tasks.is_active(24), "a blocked task keeps its activation");
        tasks.unblock(24).unwrap();
        assert_eq!(tasks.pick(no_data).map(|p| p.id), Some(24));
    }

    #[test]
    fn activation_is_a_flag_not_a_count() {
        let mut tasks = table("wse2");
        tasks.bind(28, TaskKind::Local, 7).unwrap();
        tasks.activate(28).unwrap();
        tasks.activate(28).unwrap();
        assert_eq!(tasks.pick(no_data).map(|p| p.id), Some(28));
        assert!(!tasks.is_active(28));
        assert_eq!(tasks.pick(no_data), None);
    }

    #[test]
    fn a_data_task_runs_while_its_color_has_data_and_it_is_unblocked() {
        let mut tasks = table("wse2");
        tasks.bind(5, TaskKind::Data { color: 5 }, 50).unwrap();
        assert_eq!(tasks.pick(|color| color == 4), None);
        let picked = tasks.pick(|color| color == 5);
        assert_eq!(
            picked,
            Some(Picked {
                id: 5,
                function: 50,
                kind: TaskKind::Data { color: 5 }
            })
        );
        tasks.block(5).unwrap();
        assert_eq!(tasks.pick(|color| color == 5), None);
    }

    #[test]
    fn wse3_data_task_ids_are_queues_and_local_ids_start_at_8() {
        let mut tasks = table("wse3");
        tasks.bind(2, TaskKind::Data { color: 12 }, 0).unwrap();
        assert_eq!(
            tasks.bind(8, TaskKind::Data { color: 12 }, 0),
            Err(TaskError::DataIdIsNotAQueue { id: 8, queues: 8 })
        );
        assert_eq!(
            tasks.bind(3, TaskKind::Local, 0),
            Err(TaskError::LocalIdOutsideRange {
                id: 3,
                first: 8,
                last: 30
            })
        );
    }

    #[test]
    fn wse2_data_task_id_must_be_its_color() {
        let mut tasks = table("wse2");
        assert_eq!(
            tasks.bind(3, TaskKind::Data { color: 12 }, 0),
            Err(TaskError::DataIdIsNotTheColor { id: 3, color: 12 })
        );
        assert_eq!(
            tasks.bind(24, TaskKind::Data { color: 24 }, 0),
            Err(TaskError::ColorOutOfRange {
                color: 24,
                colors: 24
            })
        );
    }

    #[test]
    fn binding_an_id_twice_is_an_error_naming_the_first_binding() {
        let mut tasks = table("wse2");
        tasks.bind(12, TaskKind::Data { color: 12 }, 0).unwrap();
        assert_eq!(
            tasks.bind(12, TaskKind::Local, 1),
            Err(TaskError::AlreadyBound {
                id: 12,
                existing: TaskKind::Data { color: 12 }
            })
        );
    }

    #[test]
    fn ids_past_the_table_are_errors() {
        let mut tasks = table("wse2");
        let past = TaskError::IdOutOfRange { id: 64, ids: 64 };
        assert_eq!(tasks.bind(64, TaskKind::Control, 0), Err(past.clone()));
        assert_eq!(tasks.block(64), Err(past.clone()));
        assert_eq!(tasks.activate(64), Err(past));
        assert_eq!(
            tasks.bind(31, TaskKind::Local, 0),
            Err(TaskError::LocalIdOutsideRange {
                id: 31,
                first: 0,
                last: 30
            })
        );
    }

    #[test]
    fn only_bound_local_tasks_are_activated() {
        let mut tasks = table("wse2");
        assert_eq!(tasks.activate(20), Err(TaskError::Unbound { id: 20 }));
        tasks.bind(40, TaskKind::Control, 0).unwrap();
        assert_eq!(
            tasks.activate(40),
            Err(TaskError::NotLocal {
                id: 40,
                kind: TaskKind::Control
            })
        );
    }

    #[test]
    fn control_tasks_run_only_when_a_control_wavelet_names_them() {
        let mut tasks = table("wse3");
        tasks.bind(40, TaskKind::Control, 400).unwrap();
        tasks.bind(9, TaskKind::Local, 90).unwrap();
        assert_eq!(tasks.pick(|_| true), None);
        assert_eq!(
            tasks.pick_control(40),
            Ok(Picked {
                id: 40,
                function: 400,
                kind: TaskKind::Control
            })
        );
        assert_eq!(
            tasks.pick_control(9),
            Err(TaskError::NotControl {
                id: 9,
                kind: TaskKind::Local
            })
        );
        assert_eq!(tasks.pick_control(41), Err(TaskError::Unbound { id: 41 }));
    }
}
