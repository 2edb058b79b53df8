import type { FastifyInstance } from 'fastify';
import { contractsContract as c } from '@n5/shared/contracts/contract';
import { registerRoute } from '../../lib/route';
import { readUpload } from '../files/index';
import type { TContractsService } from './service';

/** Contracts; HTTP only. */
export function registerContractsRoutes(
  app: FastifyInstance,
  contracts: TContractsService,
  maxMegabytes: number,
) {
  registerReads(app, contracts);
  registerEdits(app, contracts);
  registerUploads(app, contracts, maxMegabytes);
  registerStages(app, contracts);
}

/** The tables, totals, detail, readiness and look-ups. */
function registerReads(app: FastifyInstance, contracts: TContractsService) {
  registerRoute(app, c.contractOptions, ({ query }) => contracts.options(query.projectID));

  registerRoute(app, c.clientContracts, ({ query }) => contracts.clientContracts(query.projectID));
  registerRoute(app, c.clientContractsTotals, ({ query }) =>
    contracts.clientTotals(query.projectID),
  );
  registerRoute(app, c.clientContractDetail, ({ query }) =>
    contracts.clientDetail(query.projectID),
  );
  registerRoute(app, c.clientContractDetailTotals, async ({ query }) => ({
    totals: (await contracts.clientDetail(query.projectID)).totals,
  }));
  registerRoute(app, c.subContracts, ({ query }) => contracts.subContracts(query.projectID));
  registerRoute(app, c.subContractsTotals, ({ query }) => contracts.subTotals(query.projectID));
  registerRoute(app, c.subContractDetail, ({ query }) => contracts.subDetail(query.projectID));
  registerRoute(app, c.subContractDetailTotals, async ({ query }) => ({
    totals: (await contracts.subDetail(query.projectID)).totals,
  }));
  registerRoute(app, c.alternateContractTypes, ({ query }) =>
    contracts.alternateTypes(query.projectID),
  );
  registerRoute(app, c.checkClientContractReady, ({ query }) =>
    contracts.checkClientReady(query.guid),
  );
  registerRoute(app, c.checkSubContractReady, ({ query }) => contracts.checkSubReady(query.guid));
  registerRoute(app, c.subCompanyEmail, ({ query }) => contracts.subEmail(query.guid));
  registerRoute(app, c.contractUri, ({ query }) => contracts.fileUri(query.fileName));
  registerRoute(app, c.bidUri, ({ query }) => contracts.fileUri(query.fileName));
  registerRoute(app, c.v2Project, ({ params }) => contracts.v2Project(params.id));
  registerRoute(app, c.v2Contracts, ({ params }) => contracts.v2Contracts(params.id));
}

/** Creating, editing and sending contracts. */
function registerEdits(app: FastifyInstance, contracts: TContractsService) {
  registerRoute(app, c.addClientContract, ({ body, request }) =>
    contracts.addClient(request.user!, body.projectID, 'next'),
  );
  registerRoute(app, c.addAlternate, ({ body, request }) =>
    contracts.addClient(request.user!, body.projectID, 'alternate'),
  );
  registerRoute(app, c.addSubContract, ({ body, request }) =>
    contracts.addSub(request.user!, body.projectID, body.subCompanyID),
  );

  registerRoute(app, c.setClientDescription, ({ body, request }) =>
    contracts.editClient(request.user!, body.guid, 'description', body.contractDescription),
  );
  registerRoute(app, c.setClientWorkDays, ({ body, request }) =>
    contracts.editClient(request.user!, body.guid, 'workDays', body.clientWorkDays),
  );
  registerRoute(app, c.setClientRetention, ({ body, request }) =>
    contracts.editClient(request.user!, body.guid, 'retention', body.retention),
  );
  registerRoute(app, c.setSubWorkDays, ({ body, request }) =>
    contracts.editSub(request.user!, body.guid, 'workDays', body.subWorkDays),
  );
  registerRoute(app, c.setSubRetention, ({ body, request }) =>
    contracts.editSub(request.user!, body.guid, 'retention', body.retention),
  );

  registerRoute(app, c.sendClientContract, ({ body, request }) =>
    contracts.sendClient(request.user!, body),
  );
  registerRoute(app, c.sendSubContract, ({ body, request }) =>
    contracts.sendSub(request.user!, body),
  );
  registerRoute(app, c.sendAlternateSelection, ({ body, request }) =>
    contracts.sendAlternateSelection(request.user!, body),
  );
}

/** The signed contract and bid PDFs (multipart). */
function registerUploads(app: FastifyInstance, contracts: TContractsService, maxMegabytes: number) {
  registerRoute(app, c.uploadClientContract, async ({ request }) => {
    const upload = await readUpload(request, maxMegabytes);
    return contracts.uploadContract(request.user!, 'client', {
      guid: upload.field('contractGUID'),
      data: upload.data,
      fileName: upload.fileName,
    });
  });
  registerRoute(app, c.uploadSubContract, async ({ request }) => {
    const upload = await readUpload(request, maxMegabytes);
    return contracts.uploadContract(request.user!, 'sub', {
      guid: upload.field('contractGUID'),
      data: upload.data,
      fileName: upload.fileName,
    });
  });
  registerRoute(app, c.uploadBid, async ({ request }) => {
    const upload = await readUpload(request, maxMegabytes);
    return contracts.uploadBid(request.user!, {
      guid: upload.field('bidGUID'),
      bidDate: upload.field('bidDate'),
      data: upload.data,
      fileName: upload.fileName,
    });
  });
}

/** Stage changes and pushes to accounting. */
function registerStages(app: FastifyInstance, contracts: TContractsService) {
  registerRoute(app, c.clientInactive, ({ body, request }) =>
    contracts.changeClientStage(request.user!, body.guid, 'deactivate'),
  );
  registerRoute(app, c.clientPending, ({ body, request }) =>
    contracts.changeClientStage(request.user!, body.guid, 'reactivate'),
  );
  registerRoute(app, c.subInactive, ({ body, request }) =>
    contracts.changeSubStage(request.user!, body.guid, 'deactivate'),
  );
  registerRoute(app, c.subPending, ({ body, request }) =>
    contracts.changeSubStage(request.user!, body.guid, 'reactivate'),
  );
  registerRoute(app, c.setToPending, ({ body, request }) =>
    contracts.setToPending(request.user!, body.guid, body.type),
  );

  registerRoute(app, c.noSignatureClient, ({ body, request }) =>
    contracts.pushWithoutSignature(request.user!, 'client', body.guid),
  );
  registerRoute(app, c.noSignatureSub, ({ body, request }) =>
    contracts.pushWithoutSignature(request.user!, 'sub', body.guid),
  );
  registerRoute(app, c.v2SyncAcumatica, ({ params, request }) =>
    contracts.forceResync(request.user!, params.projectId, params.guid),
  );
}
