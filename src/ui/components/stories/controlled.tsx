import { useState, type ComponentType } from 'react';

/** Stories of a controlled field keep their own value, so typing in Storybook works while the action is logged. */
export function controlled<P extends { value?: unknown; onChange: (value: never) => void }>(Field: ComponentType<P>) {
  return function Controlled(props: P) {
    const [value, setValue] = useState(props.value);
    const onChange = (next: P['value']) => {
      setValue(next);
      (props.onChange as (v: P['value']) => void)(next);
    };
    return <Field {...props} value={value} onChange={onChange} />;
  };
}
