import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { ProgressSteps } from '@/components/feedback/ProgressSteps';
import { setupStepPath } from '@/config/paths';
import { WIZARD_STEPS, wizardStepOf } from '@/features/wizard/steps';
import { fetchSetupProgress, selectWizard } from '@/features/wizard/wizardSlice';
import { usePageTitle } from '@/lib/usePageTitle';

const inWizard = (progress: number) => Number.isInteger(progress) && progress >= 1 && progress <= 5;

/**
 * The setup wizard's frame (/subscribers/init ... init5): "Step N of 5" over the five step
 * names, and the progress guard. The server's progress is asked each time the wizard is
 * entered and is the truth: a company at step N that opens another step's address is sent to
 * step N, a company that finished setup goes to its listings. No side menu: a new operator has
 * one thing to do, and the header keeps Logout (and, on step 1 only, My Account) within reach.
 */
export function WizardLayout() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { progress, requests } = useAppSelector(selectWizard);
  const request = requests.fetchSetupProgress;
  // Progress left in the store by an earlier visit is not trusted: this visit asks again.
  const [askedHere, setAskedHere] = useState(false);
  const step = wizardStepOf(pathname) ?? 1;
  usePageTitle(`Setup: ${WIZARD_STEPS[step - 1]}`);

  const ask = () => {
    void dispatch(fetchSetupProgress()).then((action) => {
      if (fetchSetupProgress.fulfilled.match(action)) setAskedHere(true);
    });
  };
  // Once per visit to the wizard: moving between its steps keeps this frame mounted.
  useEffect(ask, [dispatch]);

  if (askedHere && progress !== null) {
    if (!inWizard(progress) || progress !== step) {
      return <Navigate to={setupStepPath(progress)} replace />;
    }
  }

  return (
    <Container fluid="md" className="py-4">
      <ProgressSteps
        percent={step * 20}
        steps={WIZARD_STEPS}
        name="Setup progress"
        // The line below says "Step N of 5": a label inside a 20% bar would not fit a phone.
        barLabel=""
      />
      <p className="text-body-secondary mb-1">
        Step {step} of {WIZARD_STEPS.length}
      </p>
      <h1 className="h2 mb-4">{WIZARD_STEPS[step - 1]}</h1>
      <AsyncSection
        request={request}
        onRetry={ask}
        empty={!askedHere}
        loadingText="Loading your setup progress"
      >
        {askedHere && <Outlet />}
      </AsyncSection>
    </Container>
  );
}
