//! The web page's view of the game: on wasm32 each simulation frame hands
//! the player's state (JSON, see [`crate::snapshot::Snapshot::json`]) to
//! the page's `tilestep_publish` import. Elsewhere it does nothing.

#[cfg(target_arch = "wasm32")]
#[allow(unsafe_code)]
mod ffi {
    extern "C" {
        /// Provided by the page (a miniquad JS plugin): reads `len` bytes
        /// of UTF-8 at `ptr` in the wasm memory.
        pub fn tilestep_publish(ptr: *const u8, len: u32);
        /// Provided by the page: offers `len` bytes of UTF-8 at `ptr` as a
        /// downloaded file (a capture).
        pub fn tilestep_download(ptr: *const u8, len: u32);
    }

    /// Calls the import with `s`.
    pub fn publish(s: &str) {
        // SAFETY: the pointer and length describe `s`, valid for the call;
        // the import only reads them before returning.
        unsafe { tilestep_publish(s.as_ptr(), s.len() as u32) }
    }

    /// Calls the download import with `s`.
    pub fn download(s: &str) {
        // SAFETY: as for `publish`: the import copies the bytes before
        // returning.
        unsafe { tilestep_download(s.as_ptr(), s.len() as u32) }
    }
}

/// Whether publishing does anything on this target (then the caller
/// builds the JSON each frame).
pub const ENABLED: bool = cfg!(target_arch = "wasm32");

/// Offers a capture's TOML to the browser as a download (wasm32 only: a
/// native capture is a file).
#[cfg(target_arch = "wasm32")]
pub fn download(text: &str) {
    ffi::download(text);
}

/// Hands `json` to the page (wasm32 only).
pub fn publish(json: &str) {
    #[cfg(target_arch = "wasm32")]
    ffi::publish(json);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = json;
}
