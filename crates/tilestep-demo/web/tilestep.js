// miniquad plugin for the tilestep demo: the wasm side calls the imported
// `tilestep_publish(ptr, len)` once per simulation frame with a UTF-8 JSON
// object describing the player (see crates/tilestep-demo/README.md). We keep
// the latest state and a bounded history on `window.tilestep`, so tests (and
// curious people in the devtools console) can read them:
//
//   window.tilestep.state        latest state object (null before the first frame)
//   window.tilestep.history      last HISTORY_MAX states, oldest first
//   window.tilestep.count        states received so far; each state gets `seq` = its number
//   window.tilestep.since(seq)   states with a seq greater than `seq`
//   window.tilestep.errors       JSON parse failures (lastError holds the text)
//   window.tilestep.lastCapture  the TOML of the last capture (P/F5), also downloaded
//
// Must be loaded after mq_js_bundle.js and before `load(...)`.
"use strict";
(function () {
  var HISTORY_MAX = 2000;
  var decoder = new TextDecoder("utf-8");
  var ts = {
    state: null,
    history: [],
    count: 0,
    errors: 0,
    lastError: null,
    since: function (seq) {
      var h = ts.history;
      var i = h.length;
      while (i > 0 && h[i - 1].seq > seq) i--;
      return h.slice(i);
    },
  };
  window.tilestep = ts;

  function publish(ptr, len) {
    // wasm_memory is the bundle's global, set once the module is instantiated.
    var text = decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len));
    var state;
    try {
      state = JSON.parse(text);
    } catch (e) {
      ts.errors += 1;
      ts.lastError = text;
      return;
    }
    ts.count += 1;
    state.seq = ts.count;
    ts.state = state;
    ts.history.push(state);
    if (ts.history.length > HISTORY_MAX) ts.history.splice(0, ts.history.length - HISTORY_MAX);
  }

  // The capture key (P/F5) on the web: the scenario TOML becomes a file
  // download, and is kept on window.tilestep.lastCapture.
  function download(ptr, len) {
    var text = decoder.decode(new Uint8Array(wasm_memory.buffer, ptr, len));
    ts.lastCapture = text;
    var url = URL.createObjectURL(new Blob([text], { type: "application/toml" }));
    var a = document.createElement("a");
    a.href = url;
    a.download = "tilestep-capture.toml";
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
  }

  miniquad_add_plugin({
    register_plugin: function (importObject) {
      importObject.env.tilestep_publish = publish;
      importObject.env.tilestep_download = download;
    },
    name: "tilestep",
    version: 1,
  });
})();
