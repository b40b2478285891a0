// Loads the wasm32 build of tilestep-wasm-check and compares each built-in
// case's trace hash, and each navigation case's hash, with the golden
// (native) ones.
// Usage: node run.mjs PATH/tilestep_wasm_check.wasm PATH/builtin.txt PATH/nav.txt
import { readFileSync } from "node:fs";

const [wasmPath, goldenPath, navPath] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
const ex = instance.exports;
const golden = readFileSync(goldenPath, "utf8").trim().split("\n");
let bad = 0;
if (ex.scenario_count() !== golden.length) {
  console.log(`case count: wasm ${ex.scenario_count()}, golden ${golden.length}`);
  bad++;
}
for (const line of golden) {
  const [i, want] = line.split(" ");
  const got = BigInt.asUintN(64, ex.run_scenario_hash(Number(i))).toString(16).padStart(16, "0");
  const fails = ex.run_scenario_failures(Number(i));
  const ok = got === want && fails === 0;
  if (!ok) bad++;
  console.log(`case ${i}: wasm ${got} native ${want} checker failures ${fails} ${ok ? "ok" : "MISMATCH"}`);
}
const nav = readFileSync(navPath, "utf8").trim().split("\n");
if (ex.nav_case_count() !== nav.length) {
  console.log(`navigation case count: wasm ${ex.nav_case_count()}, golden ${nav.length}`);
  bad++;
}
for (const line of nav) {
  const [i, want] = line.split(" ");
  const got = BigInt.asUintN(64, ex.nav_case_hash(Number(i))).toString(16).padStart(16, "0");
  const ok = got === want;
  if (!ok) bad++;
  console.log(`navigation case ${i}: wasm ${got} native ${want} ${ok ? "ok" : "MISMATCH"}`);
}
if (bad) {
  console.log(`${bad} mismatches`);
  process.exit(1);
}
console.log("wasm32 traces and plans match native");
