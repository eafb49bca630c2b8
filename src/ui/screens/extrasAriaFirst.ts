// The larger half of the extras modal's react-aria (its focus scope, press and focus-visible handling, the scroll
// lock): evaluated a task ahead of the modal's chunk, so neither evaluation is one long task on the returning link
// (issue 9; docs/decisions/0049). The bundler gives these modules a chunk of their own.
export { FocusScope, useFocusVisible, useInteractOutside, usePress, usePreventScroll } from 'react-aria';
