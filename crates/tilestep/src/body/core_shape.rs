//! The shape of a body's core (`docs/contract.md`, "Bodies: box, core and
//! wedges"): the part of its box that never overlaps a solid pixel.

/// The shape of a body's core: the part of its box that never overlaps a
/// solid pixel.
///
/// ```
/// use tilestep::{Body, CoreShape, Px, Size, SubPoint};
/// let mut log = Body::new(SubPoint::from_px(40, 48), Size::new(40, 8)); // box 20..60 x 40..48
/// assert_eq!(log.core_rows(Px(21)), None); // a chamfered core: no core 19 px off
/// log.core = CoreShape::Box;
/// assert_eq!(log.core_rows(Px(21)), Some(40..48)); // a box core: every pixel
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CoreShape {
    /// The box with its four corners cut off at 45°, the cuts meeting the
    /// sensor column on the top and bottom rows. The cut-off corners (the
    /// wedges) may overlap solid pixels: feet stand on a slope at the sensor
    /// column while the box's corners hang into it. For characters.
    #[default]
    Chamfered,
    /// The whole box: no wedges. The body stops at its box against walls,
    /// ceilings, slopes and other bodies, and rests on a slope where its
    /// box's bottom corner meets it. For crates, logs, wide enemies and
    /// vehicles.
    Box,
}

impl CoreShape {
    /// Its name in scenario files and pictures: `chamfered` or `box`.
    pub const fn name(self) -> &'static str {
        match self {
            CoreShape::Chamfered => "chamfered",
            CoreShape::Box => "box",
        }
    }

    /// The shape [`CoreShape::name`] names, if any.
    ///
    /// ```
    /// use tilestep::CoreShape;
    /// assert_eq!(CoreShape::from_name("box"), Some(CoreShape::Box));
    /// assert_eq!(CoreShape::from_name("round"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<CoreShape> {
        [CoreShape::Chamfered, CoreShape::Box]
            .into_iter()
            .find(|s| s.name() == name)
    }
}
