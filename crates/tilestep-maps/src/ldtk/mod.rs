//! LDtk projects (`.ldtk`): each level's chosen IntGrid layers (default:
//! the one named `Collision`/`Collisions`, else the only one) become its
//! collision map, each value's kind read as [`crate::int_grid`] says;
//! entities become [`MapObject`](crate::MapObject)s. Levels saved in
//! separate files (`.ldtkl`) are read next to the project; levels keep
//! their world position (free and GridVania layouts; linear layouts side
//! by side).

mod level;
mod project;

pub use crate::kinds::parse_identifier;

use crate::error::{Loc, MapLoadError};
use crate::{LevelLoad, LoadOptions, LoadedMap};
use project::Project;
use std::path::Path;

/// Loads one level of an LDtk project: [`LoadOptions::level`], or the only
/// level (an error lists them when there are several).
pub fn load(
    path: &Path,
    at: &Loc,
    bytes: &[u8],
    opts: &LoadOptions,
) -> Result<LoadedMap, MapLoadError> {
    let project = Project::parse(path, at, bytes)?;
    let i = match &opts.level {
        _ if project.levels.is_empty() => return Err(no_level(at)),
        Some(want) => project.find(want)?,
        None if project.levels.len() == 1 => 0,
        None => return Err(MapLoadError::NotFound {
            at: at.clone(),
            wanted: "level chosen (the project has several; name one with `LoadOptions::with_level` (CLI: `--level`; a scenario's `level = \"...\"`))".into(),
            available: project.names(),
        }),
    };
    level::build(&project, i, opts)
}

/// Loads every level of an LDtk project (only [`LoadOptions::level`] when
/// given), each on its own: a level that can't be loaded is an `Err` in
/// its place. `Err` when the project itself can't be read.
pub fn load_levels(
    path: &Path,
    at: &Loc,
    bytes: &[u8],
    opts: &LoadOptions,
) -> Result<Vec<LevelLoad>, MapLoadError> {
    let project = Project::parse(path, at, bytes)?;
    if project.levels.is_empty() {
        return Err(no_level(at));
    }
    let indices: Vec<usize> = match &opts.level {
        Some(want) => vec![project.find(want)?],
        None => (0..project.levels.len()).collect(),
    };
    Ok(indices
        .into_iter()
        .map(|i| LevelLoad {
            level: Some(project.identifier(i).to_string()),
            result: level::build(&project, i, opts),
        })
        .collect())
}

/// The error for a project with no level.
fn no_level(at: &Loc) -> MapLoadError {
    MapLoadError::NotFound {
        at: at.clone(),
        wanted: "level in the project".into(),
        available: Vec::new(),
    }
}
