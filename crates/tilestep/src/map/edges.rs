//! A map's edge policies: what lies beyond each of its four sides.

/// What lies beyond one edge of the map.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum EdgePolicy {
    /// A wall: every pixel beyond this edge is solid.
    #[default]
    Solid,
    /// Nothing: bodies may leave (reported as `edge_*` and `out` contacts).
    Open,
}

impl EdgePolicy {
    /// Its name in scenario files, map properties and summaries: `solid` or
    /// `open`.
    pub const fn name(self) -> &'static str {
        match self {
            EdgePolicy::Solid => "solid",
            EdgePolicy::Open => "open",
        }
    }

    /// The policy [`EdgePolicy::name`] names, if any.
    ///
    /// ```
    /// use tilestep::EdgePolicy;
    /// assert_eq!(EdgePolicy::from_name("open"), Some(EdgePolicy::Open));
    /// assert_eq!(EdgePolicy::from_name(EdgePolicy::Solid.name()), Some(EdgePolicy::Solid));
    /// assert_eq!(EdgePolicy::from_name("wall"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<EdgePolicy> {
        [EdgePolicy::Solid, EdgePolicy::Open]
            .into_iter()
            .find(|p| p.name() == name)
    }
}

/// The four edge policies. Default: left and right solid, top and bottom open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Edges {
    /// Beyond column 0 (x < 0).
    pub left: EdgePolicy,
    /// Beyond the last column (x >= width * T).
    pub right: EdgePolicy,
    /// Above row 0 (y < 0).
    pub top: EdgePolicy,
    /// Below the last row (y >= height * T).
    pub bottom: EdgePolicy,
}

impl Default for Edges {
    fn default() -> Self {
        Edges {
            left: EdgePolicy::Solid,
            right: EdgePolicy::Solid,
            top: EdgePolicy::Open,
            bottom: EdgePolicy::Open,
        }
    }
}
