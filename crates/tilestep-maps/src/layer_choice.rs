//! Which layers hold collision, by name: the one rule of the loaders and of
//! engine integrations (`tilestep-bevy`'s bevy_ecs_ldtk support).

use std::fmt;

/// True for the default collision layer names: `collision` or
/// `collisions`, in any case.
pub fn is_collision_name(name: &str) -> bool {
    name.eq_ignore_ascii_case("collision") || name.eq_ignore_ascii_case("collisions")
}

/// The layer named `wanted` among `names` ([`find_name`]'s rule).
pub fn find_layer(names: &[&str], wanted: &str) -> Option<usize> {
    find_name(names, wanted)
}

/// The name `wanted` among `names` (layers, LDtk levels): the exact name,
/// else the only one equal to it in another case (ASCII case folding).
pub fn find_name(names: &[&str], wanted: &str) -> Option<usize> {
    if let Some(i) = names.iter().position(|n| *n == wanted) {
        return Some(i);
    }
    let mut folded = names
        .iter()
        .enumerate()
        .filter(|(_, n)| n.eq_ignore_ascii_case(wanted));
    match (folded.next(), folded.next()) {
        (Some((i, _)), None) => Some(i),
        _ => None,
    }
}

/// Why no IntGrid layer was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LayerChoiceError {
    /// A layer asked for by name is not an IntGrid layer of the level.
    NotFound {
        /// The name asked for.
        wanted: String,
    },
    /// No name given, none named `Collision(s)`, and several IntGrid layers.
    Several,
    /// The level has no IntGrid layer.
    NoIntGrid,
}

impl fmt::Display for LayerChoiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayerChoiceError::NotFound { wanted } => write!(f, "IntGrid layer {wanted:?}"),
            LayerChoiceError::Several => write!(
                f,
                "IntGrid layer chosen (the level has several and none is named Collision; name one with `LoadOptions::with_layers` (CLI: `--layer NAME`; a scenario's `layer = \"...\"`))"
            ),
            LayerChoiceError::NoIntGrid => write!(f, "IntGrid layer in the level"),
        }
    }
}

/// The IntGrid layers (indices into `int_grid`, their names) whose values
/// make the collision map: those named in `wanted`, in that order; with
/// none named, the one named `Collision` or `Collisions` (any case), else
/// the only IntGrid layer.
pub fn choose_int_grid(
    int_grid: &[&str],
    wanted: &[String],
) -> Result<Vec<usize>, LayerChoiceError> {
    if !wanted.is_empty() {
        return wanted
            .iter()
            .map(|w| {
                find_layer(int_grid, w)
                    .ok_or_else(|| LayerChoiceError::NotFound { wanted: w.clone() })
            })
            .collect();
    }
    if let Some(i) = int_grid.iter().position(|n| is_collision_name(n)) {
        return Ok(vec![i]);
    }
    match int_grid.len() {
        0 => Err(LayerChoiceError::NoIntGrid),
        1 => Ok(vec![0]),
        _ => Err(LayerChoiceError::Several),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collision_named_layers_then_the_only_one() {
        let w = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(choose_int_grid(&["Walls", "COLLISIONS"], &[]), Ok(vec![1]));
        assert_eq!(choose_int_grid(&["IntGrid_layer"], &[]), Ok(vec![0]));
        assert_eq!(
            choose_int_grid(&["a", "b"], &[]),
            Err(LayerChoiceError::Several)
        );
        assert_eq!(choose_int_grid(&[], &[]), Err(LayerChoiceError::NoIntGrid));
        assert_eq!(
            choose_int_grid(&["a", "b"], &w(&["b", "A"])),
            Ok(vec![1, 0])
        );
        assert_eq!(
            choose_int_grid(&["a"], &w(&["c"])),
            Err(LayerChoiceError::NotFound { wanted: "c".into() })
        );
        assert_eq!(find_layer(&["Walls", "walls"], "WALLS"), None, "ambiguous");
        assert_eq!(find_layer(&["Walls", "walls"], "walls"), Some(1));
    }
}
