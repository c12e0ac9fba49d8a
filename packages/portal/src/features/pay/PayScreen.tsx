// /pay/{apartment_id}/{type} (spec §2, §9): the widgets' PayBill — the utility the address names and
// its debt, what will be paid, one "Pay", then the 3-second countdown with cancel and the page the
// SDK allows. Opening or reloading this screen starts nothing by itself.
import { getRouteApi } from '@tanstack/react-router';
import type { UtilityType } from '@sakhli/sdk';
import { PayBill } from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';

const payRoute = getRouteApi('/main/pay/$apartment_id/$type');

export function PayScreen() {
  const { apartment_id, type } = payRoute.useParams();
  return (
    <>
      <ScreenHeading id="portal.title.pay" />
      <PayBill apartmentId={Number(apartment_id)} type={type as UtilityType} />
    </>
  );
}
