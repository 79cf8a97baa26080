// Runs every corpus module's `corpus_main` (the C program's main) in Node
// and prints its exit code: `node tests/wasm/corpus/run.js`.
const fs = require("fs"), path = require("path");
const { env } = require("./env.js");
for (const lvl of ["O0", "O2"]) {
  for (const f of fs.readdirSync(path.join(__dirname, lvl)).sort()) {
    const m = new WebAssembly.Module(fs.readFileSync(path.join(__dirname, lvl, f)));
    const inst = new WebAssembly.Instance(m, { env });
    const main = inst.exports.corpus_main;
    const code = main ? main(0, 0) : "no main";
    console.log(`${lvl}/${f}: ${code} ${inst.exports.corpus_checksum()}`);
  }
}
