// THROWAWAY STUB (helper "dev"): the atlas helper's component replaces this file on merge; it only matches the shared
// contract (src/devtools/atlas/Atlas.tsx) so the devtools can embed it lazily.

export default function Atlas(props: {
  machineId?: string;
  active?: { machineId: string; value: unknown }[];
  onSelectMachine?: (id: string) => void;
  storybookBase?: string;
  selectedNode?: string;
}) {
  const here = props.active?.find((a) => a.machineId === props.machineId);
  return (
    <p>
      Atlas of {props.machineId ?? 'no machine'}
      {here ? ` (live at ${JSON.stringify(here.value)})` : ''}
      {props.selectedNode ? `, node ${props.selectedNode}` : ''}.
    </p>
  );
}
