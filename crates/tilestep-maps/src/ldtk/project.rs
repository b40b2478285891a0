//! An LDtk project's levels: where they are listed (the project, or its
//! worlds), where each is in its world, and its layer instances (inline,
//! or in a separate `.ldtkl` file read through the bounded reader).

use crate::error::{Loc, MapLoadError};
use crate::json::{array, invalid, json, text};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// Gap between levels of a linear layout, px (LDtk draws them apart).
const LINEAR_GAP_PX: i64 = 32;

/// A parsed project and its levels in file order.
pub(super) struct Project<'a> {
    /// The whole project.
    pub(super) v: Value,
    /// Where it is, for errors and separate level files.
    pub(super) path: &'a Path,
    /// The project file, for errors.
    pub(super) at: Loc,
    /// Each level: the path of its JSON in `v` (world, level) and its
    /// world position.
    pub(super) levels: Vec<LevelRef>,
}

/// Where a level is listed and where it is in its world.
pub(super) struct LevelRef {
    /// Index of its world in `worlds`, or `None` for the project's own.
    world: Option<usize>,
    /// Index in that list.
    index: usize,
    /// Its top-left corner in the world, px.
    pub(super) origin: (i64, i64),
}

fn int(v: &Value, key: &str) -> i64 {
    v.get(key).and_then(Value::as_i64).unwrap_or(0)
}

/// World positions: `worldX`/`worldY` for free and GridVania layouts; one
/// after another for linear layouts.
fn origins(levels: &[Value], layout: &str) -> Vec<(i64, i64)> {
    let mut along = 0i64;
    levels
        .iter()
        .map(|l| {
            let here = along;
            match layout {
                "LinearHorizontal" => {
                    along = along.saturating_add(int(l, "pxWid") + LINEAR_GAP_PX);
                    (here, 0)
                }
                "LinearVertical" => {
                    along = along.saturating_add(int(l, "pxHei") + LINEAR_GAP_PX);
                    (0, here)
                }
                _ => (int(l, "worldX"), int(l, "worldY")),
            }
        })
        .collect()
}

impl<'a> Project<'a> {
    /// Parses the project and lists its levels.
    pub(super) fn parse(
        path: &'a Path,
        at: &Loc,
        bytes: &[u8],
    ) -> Result<Project<'a>, MapLoadError> {
        let v = json(bytes, at)?;
        if v.get("levels").is_none() || v.get("defs").is_none() {
            return Err(invalid(
                at,
                "not an LDtk project (no \"levels\" and \"defs\")",
            ));
        }
        let mut levels = Vec::new();
        let own = array(&v, "levels", at)?;
        let refs = |world, list: &[Value], layout: &str| {
            origins(list, layout)
                .into_iter()
                .enumerate()
                .map(move |(index, origin)| LevelRef {
                    world,
                    index,
                    origin,
                })
        };
        levels.extend(refs(None, own, text(&v, "worldLayout")));
        if own.is_empty() {
            for (w, world) in array(&v, "worlds", at)?.iter().enumerate() {
                levels.extend(refs(
                    Some(w),
                    array(world, "levels", at)?,
                    text(world, "worldLayout"),
                ));
            }
        }
        Ok(Project {
            v,
            path,
            at: at.clone(),
            levels,
        })
    }

    /// The JSON of level `i`.
    pub(super) fn level(&self, i: usize) -> &Value {
        let r = &self.levels[i];
        let list = match r.world {
            None => self.v.get("levels"),
            Some(w) => self.v.get("worlds").and_then(|ws| ws.get(w)?.get("levels")),
        };
        list.and_then(|l| l.get(r.index)).unwrap_or(&Value::Null)
    }

    /// Level `i`'s identifier.
    pub(super) fn identifier(&self, i: usize) -> &str {
        text(self.level(i), "identifier")
    }

    /// Every level's identifier, quoted, for messages.
    pub(super) fn names(&self) -> Vec<String> {
        (0..self.levels.len())
            .map(|i| format!("{:?}", self.identifier(i)))
            .collect()
    }

    /// The index of the level named `want`: exactly, else in any case
    /// when only one level matches (as layers are found).
    pub(super) fn find(&self, want: &str) -> Result<usize, MapLoadError> {
        let names: Vec<&str> = (0..self.levels.len()).map(|i| self.identifier(i)).collect();
        crate::layer_choice::find_name(&names, want).ok_or_else(|| MapLoadError::NotFound {
            at: self.at.clone(),
            wanted: format!("level {want:?}"),
            available: self.names(),
        })
    }

    /// The separate file of a level saved apart (`externalRelPath`),
    /// relative to the project's folder.
    fn level_file(&self, rel: &str) -> PathBuf {
        self.path.parent().unwrap_or(Path::new("")).join(rel)
    }

    /// Level `i`'s layer instances: its own, or those of its separate
    /// level file. `lat` names the level (`what`: `level "NAME"`).
    pub(super) fn instances(&self, i: usize, lat: &Loc) -> Result<Vec<Value>, MapLoadError> {
        let level = self.level(i);
        if let Some(Value::Array(a)) = level.get("layerInstances") {
            return Ok(a.clone());
        }
        let Some(rel) = level.get("externalRelPath").and_then(Value::as_str) else {
            return Err(invalid(
                lat,
                "no \"layerInstances\" and no \"externalRelPath\"",
            ));
        };
        let file = self.level_file(rel);
        let what = format!(
            "{}, level file {rel:?}",
            lat.what.as_deref().unwrap_or("level")
        );
        let bytes = crate::read(&file, &lat.what(what))?;
        let fat = Loc::file(&file.display().to_string());
        let lv = json(&bytes, &fat)?;
        match lv.get("layerInstances") {
            Some(Value::Array(a)) => Ok(a.clone()),
            _ => Err(invalid(
                &fat,
                "not an LDtk level file (no \"layerInstances\")",
            )),
        }
    }
}
