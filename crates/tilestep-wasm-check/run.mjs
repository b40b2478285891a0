// Loads the wasm32 build of tilestep-wasm-check and compares each built-in
// case's trace hash with the golden (native) one.
// Usage: node run.mjs PATH/tilestep_wasm_check.wasm PATH/builtin.txt
import { readFileSync } from "node:fs";

const [wasmPath, goldenPath] = process.argv.slice(2);
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
if (bad) {
  console.log(`${bad} mismatches`);
  process.exit(1);
}
console.log("wasm32 traces match native");
