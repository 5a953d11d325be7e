import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Loading } from '@/components/feedback/Loading';
import { SubmitButton } from '@/components/form/SubmitButton';
import { paths } from '@/config/paths';
import { reloadTo } from '@/lib/browser';
import { formatMoney } from '@/lib/money';
import {
  congratulationsClosed,
  fetchUpgradeList,
  saveUpgradePayment,
  selectUpgrade,
  upgradeModalClosed,
} from '../upgradeSlice';

/** The upgrade list (metro, total and prorated billing), then Pay the Bill or Add Credit Card. */
export function UpgradeModal() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { modalVisible, upgradePremium, congratulationsVisible, requests } =
    useAppSelector(selectUpgrade);
  const { status: listStatus, error: listError } = requests.fetchUpgradeList;
  const { status: payBillState, error: payBillStateMsg } = requests.saveUpgradePayment;
  const close = () => dispatch(upgradeModalClosed());

  return (
    <>
      <Modal show={modalVisible} onHide={close} centered size="lg" aria-labelledby="upgrade-title">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="upgrade-title">Upgrade to Premium</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {listStatus === 'pending' && <Loading />}
          {listStatus === 'failed' && (
            <Alert variant="danger">
              <p>{listError}</p>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => void dispatch(fetchUpgradeList())}
              >
                Try again
              </Button>
            </Alert>
          )}
          {listStatus === 'succeeded' && upgradePremium && (
            <Table responsive striped>
              <thead>
                <tr>
                  <th scope="col">Metro</th>
                  <th scope="col" className="text-end">
                    Total Billing
                  </th>
                  <th scope="col" className="text-end">
                    Prorated Billing
                  </th>
                </tr>
              </thead>
              <tbody>
                {upgradePremium.listingList.map((listing) => (
                  <tr key={listing.companyMetroId}>
                    <td>{listing.metroName}</td>
                    <td className="text-end">{formatMoney(listing.baseNewPrice)}</td>
                    <td className="text-end">{formatMoney(listing.baseCurrentPrice)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td className="text-end fw-bold">
                    {formatMoney(upgradePremium.bastNewPriceTotal)}
                  </td>
                  <td className="text-end fw-bold">
                    {formatMoney(upgradePremium.baseCurrentPriceTotal)}
                  </td>
                </tr>
              </tfoot>
            </Table>
          )}
          {payBillStateMsg && <Alert variant="danger">{payBillStateMsg}</Alert>}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            Continue as Free Trial
          </Button>
          {upgradePremium && listStatus === 'succeeded' && !upgradePremium.haveBankCardAdded && (
            <Button
              onClick={() => {
                close();
                void navigate(paths.subscriberPayments);
              }}
            >
              Add Credit Card
            </Button>
          )}
          {upgradePremium && listStatus === 'succeeded' && upgradePremium.haveBankCardAdded && (
            <SubmitButton
              type="button"
              busy={payBillState === 'pending'}
              busyLabel="Paying..."
              onClick={() => void dispatch(saveUpgradePayment())}
            >
              Pay the Bill
            </SubmitButton>
          )}
        </Modal.Footer>
      </Modal>
      <Modal
        show={congratulationsVisible}
        centered
        backdrop="static"
        aria-labelledby="congrats-title"
      >
        <Modal.Header>
          <Modal.Title id="congrats-title">Congratulations!</Modal.Title>
        </Modal.Header>
        <Modal.Body>Your listings are now premium. Thank you for upgrading.</Modal.Body>
        <Modal.Footer>
          <Button
            onClick={() => {
              dispatch(congratulationsClosed());
              // The spec reloads the listings page so every screen sees the new plan.
              reloadTo(paths.subscriberListings);
            }}
          >
            OK
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
