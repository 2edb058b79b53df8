import { Route, Routes } from 'react-router';
import { MobileLayout } from '../../features/mobile/components/mobile-layout';
import { ReceiptImportPage } from '../../features/receipts/pages/receipt-import-page';

/** /m/receipts/{type?}: the receipt screens inside the field area's frame (spec 3 §2.10). */
export function MobileReceiptsScreen() {
  return (
    <Routes>
      <Route element={<MobileLayout />}>
        <Route index element={<ReceiptImportPage />} />
        <Route path=":type/*" element={<ReceiptImportPage />} />
      </Route>
    </Routes>
  );
}
