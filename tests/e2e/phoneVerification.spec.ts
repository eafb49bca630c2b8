import { expect, test } from '@playwright/test';
import { selectQuestionView } from '../../src/machines/intake/intake.selectors';
import { autoFlows } from '../../src/machines/intake/flows';
import { nodePath } from '../../src/machines/app/app.routes';
import { shortestPathToComplete } from '../mbt/paths';
import { intakeModel } from '../mbt/intakeModel';
import { singleTexan } from '../mbt/shoppers';
import { answerStep, codeTextedTo, enterFlow } from './driveStep';
import { expectNoAxeViolations } from './axe';

// spec 000 section 4: a one-driver Texan is agency eligible and smsEnable is on, so phone and phoneVerification follow
// email: the code is sent (POST /twilio/verify-phone), the number marked valid, a wrong code refused on the step, the
// texted one (read from the sandbox's SMS outbox) checked, and the walk goes on to the discounts.

test('a Texan gives a phone number, is refused a wrong code, and goes on with the texted one', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const path = shortestPathToComplete(intakeModel('defaultAuto'), singleTexan);
  const submits = path.steps
    .map((step, i) => ({ step, before: path.steps[i - 1]?.state }))
    .filter(({ step }) => step.event.type === 'SUBMIT');
  await enterFlow(page, request, autoFlows.defaultAuto.entry, 11);
  for (const { step, before } of submits) {
    const view = selectQuestionView(before!)!;
    await expect(page).toHaveURL(new RegExp(`#${nodePath(view.node)}$`));
    if (view.step === 'phoneVerification') {
      await expectNoAxeViolations(page, 'phoneVerification, refused');
      const code = await codeTextedTo(page, view);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await page.getByLabel('Verification code').fill(wrong);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText("That code isn't right.")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`#${nodePath(view.node)}$`));
      await expectNoAxeViolations(page, 'phoneVerification, wrong code');
      await answerStep(page, view, (step.event as { answer: unknown }).answer);
      // Verified: on to the discounts.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Do any of these discounts apply to you?');
      return;
    }
    if (view.step === 'phone') await expectNoAxeViolations(page, 'phone');
    await answerStep(page, view, (step.event as { answer: unknown }).answer);
  }
  throw new Error('the walk never reached phoneVerification');
});
