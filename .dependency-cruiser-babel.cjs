// How dependency-cruiser reads TypeScript here. Its own TypeScript reader needs the compiler API
// of TypeScript 5 or older, and this project type-checks with TypeScript 7, which has none; so
// babel strips the types first. Babel would drop type-only imports with the types, and with them
// imports that matter to the architecture (a browser file naming a server type, say): the plugin
// below keeps each of them as a bare `import 'x'` so dependency-cruiser still sees the arrow.
const keepTypeImports = () => ({
  visitor: {
    // On entering the program, before the TypeScript preset (which drops type imports there).
    Program(program) {
      for (const path of program.get('body')) {
        const node = path.node;
        if (!['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(node.type) || !node.source) continue;
        const wholeIsType = node.importKind === 'type' || node.exportKind === 'type';
        const kept = (node.specifiers ?? []).filter((s) => s.importKind !== 'type' && s.exportKind !== 'type');
        if (!wholeIsType && kept.length === (node.specifiers ?? []).length) continue;
        path.insertBefore({ type: 'ImportDeclaration', specifiers: [], source: { type: 'StringLiteral', value: node.source.value }, importKind: 'value' });
        if (wholeIsType || kept.length === 0) path.remove();
        else node.specifiers = kept;
      }
    },
  },
});

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: true }]],
};
