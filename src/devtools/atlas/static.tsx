import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Atlas from './Atlas';
import { ATLAS_MACHINES } from './registry';
import '../../ui/themes/default.css';

// The static atlas's page (`npm run atlas`, build/atlas.ts): the atlas alone, opened from file:// with no app and no
// network. The machine and node shown are in the page's hash (`#machine=defaultAuto&node=...`), so a link or a
// reload keeps them; the app's origin (for "Open in devtools") and Storybook's place are the root's data attributes.

function hashParams(): { machine?: string; node?: string } {
  const params = new URLSearchParams(window.location.hash.slice(1));
  return { machine: params.get('machine') ?? undefined, node: params.get('node') ?? undefined };
}

function StaticAtlas({ devtoolsBase, storybookBase }: { devtoolsBase: string; storybookBase: string }) {
  const [at, setAt] = useState(hashParams);
  useEffect(() => {
    const follow = () => setAt(hashParams());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const machineId = ATLAS_MACHINES.some((m) => m.id === at.machine) ? at.machine : ATLAS_MACHINES[0].id;
  return (
    <main className="qf-atlas-page">
      <h1>QuoteFlow flow atlas</h1>
      <Atlas
        machineId={machineId}
        onSelectMachine={(id) => {
          window.location.hash = new URLSearchParams({ machine: id }).toString();
        }}
        selectedNode={at.node}
        devtoolsBase={devtoolsBase}
        storybookBase={storybookBase}
      />
    </main>
  );
}

const root = document.getElementById('atlas');
if (root)
  createRoot(root).render(
    <StrictMode>
      <StaticAtlas
        devtoolsBase={root.dataset.devtoolsBase ?? ''}
        storybookBase={root.dataset.storybookBase ?? '../storybook-static/index.html'}
      />
    </StrictMode>,
  );
