#!/usr/bin/env node
// End-to-end test of the web demo, played the way a person plays it: serve the
// built page (crates/tilestep-demo/web/build.sh) on 127.0.0.1, open it in
// headless Chromium, hold keys on the canvas, and assert from the state the page
// exposes (window.tilestep, see web/tilestep.js) that the player
//   (a) walked up the tour level's slope onto the higher floor,
//   (b) jumped and landed standing on the one-way platform above that floor,
//   (c) held Down and dropped through it, standing on the floor again,
//   (d) held X: dashed (the state's moves say dashing, no dash left, at
//       8 px/frame level), then landed and got the dash back,
//   (e) pressed P: the capture it offers (window.tilestep.lastCapture), run by
//       `tilestep sim`, ends in exactly the state the page showed for that frame,
//   (f) pressed M: the moves level (levels/moves.toml) starts, its player
//       standing at its spawn with the metroidvania preset (no dash).
// Saves a screenshot and exits non-zero with a message when anything fails.
//
//   node crates/tilestep-demo/e2e/browser.mjs [--dist DIR] [--screenshot OUT.png]
//
// Environment: TILESTEP_WEB_DIST (page folder; default $CARGO_TARGET_DIR or target/, then tilestep-demo-web),
// TILESTEP_E2E_SCREENSHOT (default target/e2e/browser.png), CHROMIUM (default
// /usr/bin/chromium), TILESTEP_E2E_TIMEOUT_SCALE (multiplies every timeout; default 1).
//
// Nothing here sleeps for a fixed time to let the game "get somewhere": every
// step holds keys until the state says it got there, with generous timeouts, so
// a slow machine (software WebGL on 2 loaded cores) only makes it slower.

import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";
import { chromium } from "playwright-core";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");

// ---- the tour level (crates/tilestep-demo/README.md, "tour layout") ----------
// Pixel coordinates, y grows downward; a body's (px, py) is its bottom centre.
const TOUR = {
  // The spawn floor's surface, and the higher floor's surface at the top of the slope.
  spawnFloorY: 336,
  higherFloorY: 304,
  // The one-way platform above the higher floor: its top surface, and the x range
  // (of the body's centre) over which it is safe to stand on it.
  platformTopY: 272,
  platformMinX: 208,
  platformMaxX: 271,
};
// The moves level's spawn (README, "Moves level layout").
const MOVES_SPAWN = { x: 40, y: 272 };
// CELESTE_LIKE's dash speed, subpixels/frame (8 px/frame).
const DASH_SPEED = 2048;

// ---- arguments --------------------------------------------------------------
function arg(name, env, dflt) {
  const i = process.argv.indexOf(name);
  if (i >= 0 && i + 1 < process.argv.length) return process.argv[i + 1];
  if (env && process.env[env]) return process.env[env];
  return dflt;
}
const dist = path.resolve(arg("--dist", "TILESTEP_WEB_DIST", path.join(path.resolve(root, process.env.CARGO_TARGET_DIR || "target"), "tilestep-demo-web")));
const shotPath = path.resolve(arg("--screenshot", "TILESTEP_E2E_SCREENSHOT", path.join(root, "target/e2e/browser.png")));
const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";
const SCALE = Number(process.env.TILESTEP_E2E_TIMEOUT_SCALE || "1");
const T = (ms) => ms * SCALE;

const t0 = Date.now();
const log = (...a) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(5)}s]`, ...a);
class Failure extends Error {}
const fail = (msg) => {
  throw new Failure(msg);
};

// ---- a static server with the right MIME types ---------------------------------
const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".png": "image/png",
  ".txt": "text/plain; charset=utf-8",
  ".toml": "text/plain; charset=utf-8",
  ".tmx": "application/xml",
  ".tmj": "application/json",
  ".ldtk": "application/json",
};
function serve(dir) {
  const server = http.createServer((req, res) => {
    let rel = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (rel.endsWith("/")) rel += "index.html";
    const file = path.join(dir, path.normalize(rel));
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
      return;
    }
    res.writeHead(200, {
      "content-type": MIME[path.extname(file)] || "application/octet-stream",
      "cache-control": "no-store",
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(server)); // port 0: a free port
  });
}

// ---- state log: every state the page published, in order ---------------------
// The page keeps the last 2000 states; we poll often and append what is new, so
// we see every frame (a gap is reported, since assertions could then miss one).
class StateLog {
  constructor(page) {
    this.page = page;
    this.states = [];
    this.lastSeq = 0;
  }
  async poll() {
    const fresh = await this.page.evaluate((seq) => (window.tilestep ? window.tilestep.since(seq) : []), this.lastSeq);
    if (fresh.length && fresh[0].seq !== this.lastSeq + 1 && this.lastSeq !== 0) {
      log(`note: missed states ${this.lastSeq + 1}..${fresh[0].seq - 1} (poll too slow)`);
    }
    for (const s of fresh) this.states.push(s);
    if (fresh.length) this.lastSeq = fresh[fresh.length - 1].seq;
    return fresh;
  }
  get last() {
    return this.states.length ? this.states[this.states.length - 1] : null;
  }
  // Polls until `pred(state, log)` holds for a new state; returns that state.
  async until(what, pred, timeoutMs) {
    const deadline = Date.now() + T(timeoutMs);
    for (;;) {
      const fresh = await this.poll();
      for (const s of fresh) if (pred(s)) return s;
      if (Date.now() > deadline) {
        fail(`timed out after ${T(timeoutMs) / 1000}s waiting until ${what}; last state: ${JSON.stringify(this.last)}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

const has = (s, c) => typeof s.contacts === "string" && s.contacts.split("|").includes(c);
const fmt = (s) =>
  `frame ${s.frame} px ${s.px} py ${s.py} v (${s.vx},${s.vy}) ${s.standing ? "standing" : "airborne"} ` +
  `ground ${s.ground} contacts "${s.contacts}"`;
// Standing on the platform, landed (a body rising through it can read standing for a frame).
const onPlatform = (s) =>
  s.standing && s.vy >= 0 && (s.ground === "platform" || has(s, "platform")) && Math.abs(s.py - TOUR.platformTopY) <= 1;

// Holds `keys` while `body` runs, releasing them whatever happens.
async function holding(page, keys, body) {
  for (const k of keys) await page.keyboard.down(k);
  try {
    return await body();
  } finally {
    for (const k of [...keys].reverse()) await page.keyboard.up(k);
  }
}

// Decodes a PNG in the page and tells how much of it is not background.
async function imageStats(page, png) {
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = "data:image/png;base64," + b64;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext("2d");
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    const colors = new Map();
    let dark = 0;
    const n = d.length / 4;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i] + d[i + 1] + d[i + 2] < 24) dark++;
      const k = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
      colors.set(k, (colors.get(k) || 0) + 1);
    }
    const top = Math.max(...colors.values());
    return { width: c.width, height: c.height, colors: colors.size, darkFraction: dark / n, topColorFraction: top / n };
  }, png.toString("base64"));
}

async function main() {
  if (!fs.existsSync(path.join(dist, "index.html")) || !fs.existsSync(path.join(dist, "tilestep-demo.wasm"))) {
    fail(`no built page in ${dist}: run crates/tilestep-demo/web/build.sh first`);
  }
  const server = await serve(dist);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "tilestep-e2e-chromium-"));
  let context, page;
  const consoleLines = [];
  const pageErrors = [];
  try {
    log(`serving ${dist} at ${url}; launching ${chromiumPath}`);
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      headless: true,
      viewport: { width: 1280, height: 720 },
      timeout: T(60000),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // WebGL without a GPU: ANGLE on SwiftShader.
        "--use-angle=swiftshader",
        "--enable-unsafe-swiftshader",
        // Keep animation frames coming although nobody looks at the window.
        "--disable-background-timer-throttling",
        "--disable-renderer-backgrounding",
        "--disable-backgrounding-occluded-windows",
      ],
    });
    page = context.pages()[0] || (await context.newPage());
    page.setDefaultTimeout(T(60000));
    page.on("console", (m) => consoleLines.push(`console.${m.type()}: ${m.text()}`));
    page.on("pageerror", (e) => {
      consoleLines.push(`pageerror: ${e.message}`);
      pageErrors.push(e.message);
    });
    page.on("dialog", (d) => {
      consoleLines.push(`dialog: ${d.message()}`);
      d.dismiss().catch(() => {});
    });

    await page.goto(url, { waitUntil: "load" });
    const renderer = await page.evaluate(() => {
      const g = document.createElement("canvas").getContext("webgl");
      if (!g) return null;
      const e = g.getExtension("WEBGL_debug_renderer_info");
      return e ? g.getParameter(e.UNMASKED_RENDERER_WEBGL) : g.getParameter(g.RENDERER);
    });
    log(`WebGL renderer: ${renderer}`);
    if (!renderer) fail("no WebGL in this Chromium (try other --use-angle / --use-gl flags)");

    const st = new StateLog(page);
    const first = await st.until("the game publishes its first state", () => true, 120000);
    log(`first state: ${fmt(first)}`);
    if (st.states.length && (await page.evaluate(() => window.tilestep.errors))) {
      fail(`the page could not parse a published state: ${await page.evaluate(() => window.tilestep.lastError)}`);
    }

    // Give the canvas the keyboard, the way a person does: click it.
    await page.click("#glcanvas");
    await page.focus("#glcanvas");

    // Settle: standing still on the spawn floor.
    const spawn = await st.until(
      "the player stands still on the spawn floor",
      (s) => s.standing && s.vx === 0 && s.vy === 0,
      60000,
    );
    log(`spawn: ${fmt(spawn)}`);
    if (spawn.gravity !== "down") fail(`gravity at spawn is ${spawn.gravity}, expected "down"`);
    if (Math.abs(spawn.py - TOUR.spawnFloorY) > 1) {
      fail(`spawned at py ${spawn.py}, expected the spawn floor at y ${TOUR.spawnFloorY} (README's tour layout)`);
    }

    // (a) Walk right, up the slope, onto the higher floor.
    log("(a) holding Right: up the slope");
    const slopeSeen = [];
    const onHigher = await holding(page, ["ArrowRight"], () =>
      st.until(
        "the player walks up the slope onto the higher floor",
        (s) => {
          if (s.standing && has(s, "slope")) slopeSeen.push(s);
          return (
            slopeSeen.length > 0 &&
            s.standing &&
            !has(s, "slope") &&
            s.py === TOUR.higherFloorY &&
            s.px >= slopeSeen[slopeSeen.length - 1].px
          );
        },
        90000,
      ),
    );
    if (slopeSeen.length < 4) fail(`only ${slopeSeen.length} frames with a slope contact on the way up`);
    const firstSlope = slopeSeen[0];
    const lastSlope = slopeSeen[slopeSeen.length - 1];
    if (!(lastSlope.py < firstSlope.py && lastSlope.px > firstSlope.px)) {
      fail(`on the slope the player did not go up and right: from ${fmt(firstSlope)} to ${fmt(lastSlope)}`);
    }
    // Going up: py never increases while standing on the slope (walking right).
    for (let i = 1; i < slopeSeen.length; i++) {
      if (slopeSeen[i].py > slopeSeen[i - 1].py && slopeSeen[i].frame === slopeSeen[i - 1].frame + 1) {
        fail(`walking right on the slope went down: ${fmt(slopeSeen[i - 1])} then ${fmt(slopeSeen[i])}`);
      }
    }
    if (!(onHigher.py < spawn.py)) fail(`the higher floor is not higher: ${fmt(onHigher)} vs spawn ${fmt(spawn)}`);
    log(`(a) ok: ${slopeSeen.length} frames on the slope, py ${firstSlope.py} -> ${lastSlope.py}; now ${fmt(onHigher)}`);

    // (b) Walk under the platform, stop there, and jump (holding Space for full height).
    // The walk overshoots by however many frames pass before the key is released,
    // so stop, look where we are, and step back or on until under the platform.
    const lo = TOUR.platformMinX + 8;
    const hi = TOUR.platformMaxX - 8;
    const mid = Math.round((lo + hi) / 2);
    log(`(b) walking to x ${lo}..${hi}, under the platform`);
    let still = st.last;
    for (let tries = 0; ; tries++) {
      still = await st.until("the player stands still", (s) => s.standing && s.vx === 0, 30000);
      if (still.px >= lo && still.px <= hi) break;
      if (tries >= 8) fail(`could not stop under the platform (x ${lo}..${hi}); last: ${fmt(still)}`);
      const right = still.px < lo;
      // From afar: release ~12 px early, braking covers it. Close: a short step.
      const aim = right
        ? still.px < lo - 16 ? lo - 12 : Math.min(still.px + 4, mid)
        : Math.max(still.px - 4, mid);
      log(`(b) stopped at px ${still.px}; walking ${right ? "right" : "left"} to ${aim}`);
      await holding(page, [right ? "ArrowRight" : "ArrowLeft"], () =>
        st.until(`px reaches ${aim}`, (s) => (right ? s.px >= aim : s.px <= aim), 60000),
      );
    }
    log(`(b) jumping from ${fmt(still)}`);
    let landed = null;
    for (let attempt = 1; attempt <= 3 && !landed; attempt++) {
      const before = st.lastSeq;
      landed = await holding(page, ["Space"], async () => {
        await st.until("the jump leaves the ground", (s) => s.seq > before && !s.standing, 20000);
        return st
          .until("the jump lands", (s) => s.standing && s.vy >= 0, 20000)
          .then((s) => (onPlatform(s) ? s : null));
      });
      if (!landed) {
        log(`(b) attempt ${attempt} landed elsewhere: ${fmt(st.last)}`);
        still = await st.until("the player stops", (s) => s.standing && s.vx === 0 && s.vy === 0, 30000);
      }
    }
    if (!landed) fail(`never landed on the one-way platform at y ${TOUR.platformTopY}; last: ${fmt(st.last)}`);
    const apex = Math.min(...st.states.filter((s) => s.seq > still.seq && s.seq <= landed.seq).map((s) => s.py));
    log(`(b) ok: apex py ${apex}, landed ${fmt(landed)}`);
    // Stays there: a few frames later still standing on the platform.
    const stayed = await st.until("a few frames on the platform", (s) => s.frame >= landed.frame + 10, 30000);
    if (!onPlatform(stayed)) fail(`did not stay on the platform: ${fmt(stayed)}`);

    // The screenshot: the player on the platform, with the debug overlay (Tab).
    // Check it shows something (software WebGL can give a black canvas).
    await page.keyboard.press("Tab");
    await st.until("a few frames with the overlay", (s) => s.seq > stayed.seq + 10, 20000);
    fs.mkdirSync(path.dirname(shotPath), { recursive: true });
    const png = await page.screenshot({ path: shotPath });
    const stats = await imageStats(page, png);
    log(`screenshot ${shotPath}: ${stats.width}x${stats.height}, ${stats.colors} colours, ` +
      `${(stats.darkFraction * 100).toFixed(1)}% near-black, top colour ${(stats.topColorFraction * 100).toFixed(1)}%`);
    if (stats.colors < 4 || stats.topColorFraction > 0.995) fail("the screenshot is blank: the canvas did not render");
    if (stats.darkFraction > 0.99) fail("the screenshot is (nearly) all black: WebGL did not render");
    if (!onPlatform(st.last)) fail(`left the platform while standing still: ${fmt(st.last)}`);

    // (c) Hold Down: drop through the platform, land on the floor below.
    log("(c) holding Down: drop through");
    const below = await holding(page, ["ArrowDown"], async () => {
      await st.until("the player leaves the platform", (s) => !s.standing && s.py > TOUR.platformTopY, 20000);
      return st.until("the player lands below", (s) => s.standing && s.vy >= 0, 20000);
    });
    if (!(below.py > TOUR.platformTopY) || below.ground === "platform" || has(below, "platform")) {
      fail(`after dropping, landed at ${fmt(below)}, expected below the platform (y > ${TOUR.platformTopY})`);
    }
    if (Math.abs(below.py - TOUR.higherFloorY) > 1) {
      log(`note: landed at py ${below.py}, not on the higher floor (${TOUR.higherFloorY})`);
    }
    log(`(c) ok: ${fmt(below)}`);

    // (d) The dash (CELESTE_LIKE: one, 8 px/frame for 9 frames, gravity
    // off), the way the player faces: hold X until the state says dashing.
    log("(d) holding X: a dash");
    const dashed = await holding(page, ["KeyX"], () =>
      st.until("the player dashes", (s) => s.moves && s.moves.dashing, 20000),
    );
    if (Math.abs(dashed.vx) !== DASH_SPEED || dashed.vy !== 0 || dashed.moves.dashes_left !== 0) {
      fail(`expected a level dash at ${DASH_SPEED} subpx/frame with no dash left, got ${fmt(dashed)} ${JSON.stringify(dashed.moves)}`);
    }
    const refilled = await st.until(
      "the dash ends and standing gives it back",
      (s) => s.standing && !s.moves.dashing && s.moves.dashes_left === 1,
      20000,
    );
    log(`(d) ok: dashing at ${fmt(dashed)}; dash back at ${fmt(refilled)}`);

    // (e) The capture key: the page offers the last frames as a scenario;
    // `tilestep sim` must end exactly where the page's state was.
    log("(e) pressing P: capture, replayed by tilestep sim");
    await page.keyboard.press("KeyP");
    const capture = await (async () => {
      const until = Date.now() + T(20000);
      for (;;) {
        const c = await page.evaluate(() => window.tilestep.lastCapture || null);
        if (c) return c;
        if (Date.now() > until) fail("P offered no capture (window.tilestep.lastCapture stayed empty)");
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const span = /frames (\d+)\.\.=(\d+)/.exec(capture);
    if (!span) fail(`the capture has no "frames A..=B" header:\n${capture.slice(0, 300)}`);
    const lastFrame = Number(span[2]);
    const shown = await page.evaluate((f) => window.tilestep.history.find((s) => s.frame === f) || null, lastFrame);
    if (!shown) fail(`no published state for the capture's last frame ${lastFrame}`);
    const capPath = path.join(path.dirname(shotPath), "web-capture.toml");
    const csvPath = path.join(path.dirname(shotPath), "web-replay.csv");
    fs.writeFileSync(capPath, capture);
    const sim = spawnSync(
      "cargo",
      ["run", "--release", "--quiet", "-p", "tilestep-cli", "--", "sim", capPath, "--trace", csvPath, "--quiet"],
      { cwd: root, encoding: "utf8" },
    );
    if (sim.status !== 0) fail(`tilestep sim ${capPath} exited ${sim.status}: ${sim.stderr}${sim.stdout}`);
    const [header, ...rows] = fs.readFileSync(csvPath, "utf8").trim().split("\n").map((l) => l.split(","));
    const col = (name) => header.indexOf(name);
    const mine = rows.filter((r) => r[col("body")] === "player");
    const end = mine[mine.length - 1];
    const replayed = {};
    for (const k of ["x", "y", "vx", "vy"]) replayed[k] = Number(end[col(k)]);
    for (const k of ["x", "y", "vx", "vy"]) {
      if (replayed[k] !== shown[k]) {
        fail(`the capture replays to ${JSON.stringify(replayed)}, the page showed ${JSON.stringify(shown)} at frame ${lastFrame} (${capPath})`);
      }
    }
    log(`(e) ok: ${mine.length - 1} frames replayed to x ${replayed.x} y ${replayed.y} vx ${replayed.vx} vy ${replayed.vy}, as the page showed at frame ${lastFrame}`);

    // (f) M: the next built-in level, the moves level.
    log("(f) pressing M: the moves level");
    await page.keyboard.press("KeyM");
    const moves = await st.until(
      "the moves level's player stands at its spawn",
      (s) => s.preset === "metroidvania" && s.standing && s.px === MOVES_SPAWN.x && s.py === MOVES_SPAWN.y,
      20000,
    );
    if (moves.moves.dashes_left !== null || moves.moves.dashing) {
      fail(`the moves level's player has a dash: ${JSON.stringify(moves.moves)}`);
    }
    log(`(f) ok: ${fmt(moves)}`);

    // An uncaught exception (a Rust panic in the wasm shows up as one) fails the test.
    if (pageErrors.length) fail(`uncaught errors in the page: ${pageErrors.join(" | ")}`);
    const errs = await page.evaluate(() => window.tilestep.errors);
    if (errs) fail(`${errs} published states were not valid JSON, e.g. ${await page.evaluate(() => window.tilestep.lastError)}`);
    log(`browser e2e ok: ${st.states.length} states seen, frames ${st.states[0].frame}..${st.last.frame}`);
  } catch (e) {
    console.log("-- the page's console (last 40 lines):");
    for (const l of consoleLines.slice(-40)) console.log(l);
    if (page) {
      const failShot = shotPath.replace(/\.png$/, "") + "-failed.png";
      fs.mkdirSync(path.dirname(failShot), { recursive: true });
      await page.screenshot({ path: failShot, timeout: T(20000) }).then(
        () => console.log(`-- screenshot at the failure: ${failShot}`),
        () => {},
      );
    }
    throw e;
  } finally {
    if (process.env.TILESTEP_E2E_VERBOSE) for (const l of consoleLines) console.log(l);
    if (context) await context.close().catch(() => {});
    server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((e) => {
  if (e instanceof Failure) console.error(`FAIL (browser e2e): ${e.message}`);
  else console.error("FAIL (browser e2e): error:", e);
  process.exitCode = 1;
});
