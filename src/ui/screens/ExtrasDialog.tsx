import { useSelector } from '@xstate/react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import { Button, ChoiceGroup, ProgressBar } from '../components';
import type { ResultsMachine } from '../../machines/results/results.machine';
import { sameExtras, selectExtras } from '../../machines/results/results.selectors';
import './ExtrasDialog.css';

// The results-page modal with extra questions (spec 001 sections 2 and 9, docs/decisions/0028): open while the
// results chart's extras region is OPEN; it closes itself at 100 percent. A modal dialog (react-aria-components):
// labelled by its heading, focus kept inside while open and given back after, Escape or "Not now" closes it.

export function ExtrasDialog({ results }: { results: ActorRefFrom<ResultsMachine> }) {
  const view = useSelector(results, selectExtras, sameExtras);
  const close = () => results.send({ type: 'CLOSE_EXTRAS' });
  return (
    <ModalOverlay
      className="qf-extras__overlay"
      isOpen={view.open}
      isDismissable
      onOpenChange={(open) => (open ? undefined : close())}
    >
      <Modal className="qf-extras__modal">
        <Dialog className="qf-extras" aria-describedby="extras-intro">
          <Heading slot="title" className="qf-extras__title">
            A few more answers for sharper offers
          </Heading>
          <p id="extras-intro">
            Partners use these to tailor their offers. Answer all {view.questions.length} and this closes by itself.
          </p>
          <ProgressBar value={view.progress} label="Extra questions answered" />
          {view.questions.map((q, i) => (
            <ChoiceGroup
              key={q.id}
              name={`extra-${q.id}`}
              label={q.title}
              options={q.options}
              value={q.value}
              autoFocus={i === 0}
              onChange={(value) => results.send({ type: 'EXTRA_ANSWERED', questionId: q.id, value })}
            />
          ))}
          <Button variant="secondary" onPress={close}>
            Not now
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
