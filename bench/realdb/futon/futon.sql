-- futon: the "Futon Manufacturing" sample database of Microsoft's SQL Server samples, a futon
-- maker that buys fill, fabric, wood and hardware from 5 suppliers, builds pillows,
-- mattresses and frames into 6 finished futons (a multi-level bill of materials, standard
-- costs rolled up from it, list prices, reorder points, stock in 3 warehouses) and sells
-- them through 3 sales channels (Retail, Online/E-Commerce, Wholesale): 7 stores (5 retail
-- stores with a manager named in one column, an online and a wholesale "store"), 8 sales
-- reps (firstname, lastname, hire date) in 6 territories, 8 business customers (a contact
-- named in one column, credit limits, a customertype), 15 sales orders of October and
-- November 2024 (status 'Delivered', 'Shipped', 'InProduction', 'Confirmed'; subtotal, tax,
-- shipping, discount and total amounts; shipdate NULL while not shipped) and their 23
-- lines (quantity, unitprice, discountpercent; generated linetotal, discountamount,
-- netamount), 2 returns, 2 quotes, 4 promotions, channel price lists. Purchasing,
-- production, inventory-transaction and quality tables are part of the schema but hold
-- no rows in the original. Five of the original's report views. See bench/realdb/README.md.
-- Source: github.com/microsoft/sql-server-samples, samples/databases/futon-manufacturing/
-- (01-schema.sql, 02-sample-data.sql, 05-sales-schema-enhancements.sql,
-- 06-sales-sample-data.sql; five views of 03-manufacturing-reports.sql and
-- 07-sales-reports.sql; the table and view descriptions of README.md), snapshot commit
-- 481085dc95720244a359f1311afd6003e0bcc09c (the folder as of commit 0152dc1a, 8 November
-- 2025). MIT License, Copyright (c) Microsoft Corporation; this conversion under the same
-- license.
-- Conversion (T-SQL to PostgreSQL 15, schema public): identifiers unquoted, so folded to
-- lower case and run together (SalesOrderDetail -> salesorderdetail, UnitPrice ->
-- unitprice); IDENTITY keys as integer keys holding the values SQL Server assigns (1, 2, ...
-- in insertion order); NVARCHAR(n) -> varchar(n), NVARCHAR(MAX) -> text, DECIMAL ->
-- numeric, BIT -> boolean, DATETIME2 -> timestamp, GETDATE() -> LOCALTIMESTAMP or
-- CURRENT_DATE; PERSISTED computed columns -> generated stored columns (one built on
-- another written out in full); the columns that 05 adds with ALTER TABLE at the end of
-- their tables; primary keys, unique and check constraints and the 50 foreign keys of the
-- original (foreign keys added after the rows); secondary indexes left out. Rows: those the
-- original's INSERT and UPDATE statements produce (their look-ups by code resolved), e.g.
-- the components' standard costs rolled up from the bill of materials by the original's
-- single UPDATE (which leaves the finished goods at 0) and the price lists computed from
-- list prices; the columns the original fills with the install time (createddate,
-- modifieddate, lastupdated, and effectivedate of billofmaterials and supplieritem) are
-- left to their defaults, i.e. the time this script is loaded. The original's inline
-- column comments and README table descriptions as COMMENT ON. The views translated clause
-- by clause (DATEPART -> EXTRACT, DATEDIFF(DAY, a, b) -> b - a, + -> ||, AVG of integer
-- days truncated as SQL Server does, RANK() ... DESC NULLS LAST as SQL Server orders NULLs).

CREATE TABLE unitofmeasure (
    unitid integer NOT NULL,
    unitcode varchar(10) NOT NULL,
    unitname varchar(50) NOT NULL,
    description varchar(255),
    CONSTRAINT pk_unitofmeasure PRIMARY KEY (unitid),
    CONSTRAINT uq_unitofmeasure_unitcode UNIQUE (unitcode)
);

CREATE TABLE itemtype (
    itemtypeid integer NOT NULL,
    typecode varchar(20) NOT NULL,
    typename varchar(100) NOT NULL,
    description varchar(255),
    CONSTRAINT pk_itemtype PRIMARY KEY (itemtypeid),
    CONSTRAINT uq_itemtype_typecode UNIQUE (typecode)
);

CREATE TABLE items (
    itemid integer NOT NULL,
    itemcode varchar(50) NOT NULL,
    itemname varchar(255) NOT NULL,
    itemtypeid integer NOT NULL,
    unitid integer NOT NULL,
    description text,
    standardcost numeric(18,4) NOT NULL DEFAULT 0,
    listprice numeric(18,4) NOT NULL DEFAULT 0,
    isactive boolean NOT NULL DEFAULT true,
    leadtimedays integer DEFAULT 0,
    reorderpoint numeric(18,2) DEFAULT 0,
    safetystock numeric(18,2) DEFAULT 0,
    createddate timestamp DEFAULT LOCALTIMESTAMP,
    modifieddate timestamp DEFAULT LOCALTIMESTAMP,
    CONSTRAINT pk_items PRIMARY KEY (itemid),
    CONSTRAINT uq_items_itemcode UNIQUE (itemcode)
);

CREATE TABLE billofmaterials (
    bomid integer NOT NULL,
    parentitemid integer NOT NULL,
    componentitemid integer NOT NULL,
    quantity numeric(18,4) NOT NULL,
    unitid integer NOT NULL,
    scraprate numeric(5,2) DEFAULT 0,
    effectivedate date DEFAULT CURRENT_DATE,
    enddate date,
    bomlevel integer NOT NULL DEFAULT 0,
    isactive boolean NOT NULL DEFAULT true,
    notes text,
    createddate timestamp DEFAULT LOCALTIMESTAMP,
    modifieddate timestamp DEFAULT LOCALTIMESTAMP,
    CONSTRAINT pk_billofmaterials PRIMARY KEY (bomid),
    CONSTRAINT chk_bom_notself CHECK (parentitemid <> componentitemid)
);

CREATE TABLE warehouse (
    warehouseid integer NOT NULL,
    warehousecode varchar(20) NOT NULL,
    warehousename varchar(100) NOT NULL,
    address varchar(255),
    city varchar(100),
    state varchar(50),
    zipcode varchar(20),
    isactive boolean NOT NULL DEFAULT true,
    CONSTRAINT pk_warehouse PRIMARY KEY (warehouseid),
    CONSTRAINT uq_warehouse_warehousecode UNIQUE (warehousecode)
);

CREATE TABLE inventory (
    inventoryid integer NOT NULL,
    itemid integer NOT NULL,
    warehouseid integer NOT NULL,
    quantityonhand numeric(18,2) NOT NULL DEFAULT 0,
    quantityallocated numeric(18,2) NOT NULL DEFAULT 0,
    quantityavailable numeric(18,2) GENERATED ALWAYS AS (quantityonhand - quantityallocated) STORED,
    lastcountdate timestamp,
    lastupdated timestamp DEFAULT LOCALTIMESTAMP,
    CONSTRAINT pk_inventory PRIMARY KEY (inventoryid),
    CONSTRAINT uq_inventory_item_warehouse UNIQUE (itemid, warehouseid)
);

CREATE TABLE transactiontype (
    transactiontypeid integer NOT NULL,
    typecode varchar(20) NOT NULL,
    typename varchar(100) NOT NULL,
    description varchar(255),
    CONSTRAINT pk_transactiontype PRIMARY KEY (transactiontypeid),
    CONSTRAINT uq_transactiontype_typecode UNIQUE (typecode)
);

CREATE TABLE inventorytransaction (
    transactionid integer NOT NULL,
    itemid integer NOT NULL,
    warehouseid integer NOT NULL,
    transactiontypeid integer NOT NULL,
    quantity numeric(18,2) NOT NULL,
    unitcost numeric(18,4),
    referencenumber varchar(50),
    referencetype varchar(50),
    notes text,
    transactiondate timestamp DEFAULT LOCALTIMESTAMP,
    createdby varchar(100),
    CONSTRAINT pk_inventorytransaction PRIMARY KEY (transactionid)
);

CREATE TABLE supplier (
    supplierid integer NOT NULL,
    suppliercode varchar(20) NOT NULL,
    suppliername varchar(255) NOT NULL,
    contactname varchar(100),
    email varchar(100),
    phone varchar(20),
    address varchar(255),
    city varchar(100),
    state varchar(50),
    zipcode varchar(20),
    country varchar(50),
    paymentterms varchar(50),
    rating numeric(3,2),
    isactive boolean NOT NULL DEFAULT true,
    createddate timestamp DEFAULT LOCALTIMESTAMP,
    CONSTRAINT pk_supplier PRIMARY KEY (supplierid),
    CONSTRAINT uq_supplier_suppliercode UNIQUE (suppliercode)
);

CREATE TABLE supplieritem (
    supplieritemid integer NOT NULL,
    supplierid integer NOT NULL,
    itemid integer NOT NULL,
    supplierpartnumber varchar(50),
    unitprice numeric(18,4) NOT NULL,
    minimumorderquantity numeric(18,2) DEFAULT 1,
    leadtimedays integer DEFAULT 0,
    ispreferred boolean NOT NULL DEFAULT false,
    effectivedate date DEFAULT CURRENT_DATE,
    enddate date,
    CONSTRAINT pk_supplieritem PRIMARY KEY (supplieritemid)
);

CREATE TABLE purchaseorder (
    purchaseorderid integer NOT NULL,
    ponumber varchar(50) NOT NULL,
    supplierid integer NOT NULL,
    warehouseid integer NOT NULL,
    orderdate date NOT NULL DEFAULT CURRENT_DATE,
    expecteddeliverydate date,
    actualdeliverydate date,
    status varchar(20) NOT NULL DEFAULT 'Draft',
    subtotal numeric(18,2) DEFAULT 0,
    taxamount numeric(18,2) DEFAULT 0,
    shippingamount numeric(18,2) DEFAULT 0,
    totalamount numeric(18,2) DEFAULT 0,
    notes text,
    createdby varchar(100),
    createddate timestamp DEFAULT LOCALTIMESTAMP,
    modifieddate timestamp DEFAULT LOCALTIMESTAMP,
    CONSTRAINT pk_purchaseorder PRIMARY KEY (purchaseorderid),
    CONSTRAINT uq_purchaseorder_ponumber UNIQUE (ponumber)
);

CREATE TABLE purchaseorderdetail (
    podetailid integer NOT NULL,
    purchaseorderid integer NOT NULL,
    linenumber integer NOT NULL,
    itemid integer NOT NULL,
    quantity numeric(18,2) NOT NULL,
    unitprice numeric(18,4) NOT NULL,
    quantityreceived numeric(18,2) DEFAULT 0,
    linetotal numeric GENERATED ALWAYS AS (quantity * unitprice) STORED,
    CONSTRAINT pk_purchaseorderdetail PRIMARY KEY (podetailid)
);

CREATE TABLE workcenter (
    workcenterid integer NOT NULL,
    workcentercode varchar(20) NOT NULL,
    workcentername varchar(100) NOT NULL,
    description varchar(255),
    capacity numeric(18,2),
    isactive boolean NOT NULL DEFAULT true,
    CONSTRAINT pk_workcenter PRIMARY KEY (workcenterid),
    CONSTRAINT uq_workcenter_workcentercode UNIQUE (workcentercode)
);

CREATE TABLE productionorder (
    productionorderid integer NOT NULL,
    workordernumber varchar(50) NOT NULL,
    itemid integer NOT NULL,
    warehouseid integer NOT NULL,
    workcenterid integer,
    orderquantity numeric(18,2) NOT NULL,
    quantitycompleted numeric(18,2) DEFAULT 0,
    quantityscrapped numeric(18,2) DEFAULT 0,
    startdate date,
    plannedcompletiondate date,
    actualcompletiondate date,
    status varchar(20) NOT NULL DEFAULT 'Planned',
    priority integer DEFAULT 5,
    notes text,
    createdby varchar(100),
    createddate timestamp DEFAULT LOCALTIMESTAMP,
    modifieddate timestamp DEFAULT LOCALTIMESTAMP,
    CONSTRAINT pk_productionorder PRIMARY KEY (productionorderid),
    CONSTRAINT uq_productionorder_workordernumber UNIQUE (workordernumber)
);

CREATE TABLE productionordermaterial (
    prodordermaterialid integer NOT NULL,
    productionorderid integer NOT NULL,
    itemid integer NOT NULL,
    requiredquantity numeric(18,2) NOT NULL,
    issuedquantity numeric(18,2) DEFAULT 0,
    CONSTRAINT pk_productionordermaterial PRIMARY KEY (prodordermaterialid)
);

CREATE TABLE productioncompletion (
    completionid integer NOT NULL,
    productionorderid integer NOT NULL,
    quantitycompleted numeric(18,2) NOT NULL,
    quantityscrapped numeric(18,2) DEFAULT 0,
    completiondate timestamp DEFAULT LOCALTIMESTAMP,
    workcenterid integer,
    notes text,
    completedby varchar(100),
    CONSTRAINT pk_productioncompletion PRIMARY KEY (completionid)
);

CREATE TABLE qualityinspection (
    inspectionid integer NOT NULL,
    itemid integer NOT NULL,
    inspectiontype varchar(50) NOT NULL,
    referencetype varchar(50),
    referencenumber varchar(50),
    quantityinspected numeric(18,2) NOT NULL,
    quantityaccepted numeric(18,2) NOT NULL,
    quantityrejected numeric(18,2) NOT NULL,
    inspectiondate timestamp DEFAULT LOCALTIMESTAMP,
    inspectedby varchar(100),
    notes text,
    CONSTRAINT pk_qualityinspection PRIMARY KEY (inspectionid)
);

CREATE TABLE customer (
    customerid integer NOT NULL,
    customercode varchar(20) NOT NULL,
    customername varchar(255) NOT NULL,
    contactname varchar(100),
    email varchar(100),
    phone varchar(20),
    address varchar(255),
    city varchar(100),
    state varchar(50),
    zipcode varchar(20),
    country varchar(50),
    creditlimit numeric(18,2),
    isactive boolean NOT NULL DEFAULT true,
    createddate timestamp DEFAULT LOCALTIMESTAMP,
    customertype varchar(20) DEFAULT 'Retail',
    salesrepid integer,
    territoryid integer,
    CONSTRAINT pk_customer PRIMARY KEY (customerid),
    CONSTRAINT uq_customer_customercode UNIQUE (customercode)
);

CREATE TABLE salesorder (
    salesorderid integer NOT NULL,
    ordernumber varchar(50) NOT NULL,
    customerid integer NOT NULL,
    warehouseid integer NOT NULL,
    orderdate date NOT NULL DEFAULT CURRENT_DATE,
    requesteddeliverydate date,
    shipdate date,
    status varchar(20) NOT NULL DEFAULT 'Draft',
    subtotal numeric(18,2) DEFAULT 0,
    taxamount numeric(18,2) DEFAULT 0,
    shippingamount numeric(18,2) DEFAULT 0,
    totalamount numeric(18,2) DEFAULT 0,
    notes text,
    createdby varchar(100),
    createddate timestamp DEFAULT LOCALTIMESTAMP,
    modifieddate timestamp DEFAULT LOCALTIMESTAMP,
    saleschannelid integer,
    storeid integer,
    salesrepid integer,
    discountamount numeric(18,2) DEFAULT 0,
    netamount numeric(19,2) GENERATED ALWAYS AS (totalamount - discountamount) STORED,
    CONSTRAINT pk_salesorder PRIMARY KEY (salesorderid),
    CONSTRAINT uq_salesorder_ordernumber UNIQUE (ordernumber)
);

CREATE TABLE salesorderdetail (
    sodetailid integer NOT NULL,
    salesorderid integer NOT NULL,
    linenumber integer NOT NULL,
    itemid integer NOT NULL,
    quantity numeric(18,2) NOT NULL,
    unitprice numeric(18,4) NOT NULL,
    quantityshipped numeric(18,2) DEFAULT 0,
    linetotal numeric GENERATED ALWAYS AS (quantity * unitprice) STORED,
    discountpercent numeric(5,2) DEFAULT 0,
    discountamount numeric GENERATED ALWAYS AS (quantity * unitprice * discountpercent / 100) STORED,
    netamount numeric GENERATED ALWAYS AS (quantity * unitprice - (quantity * unitprice * discountpercent / 100)) STORED,
    CONSTRAINT pk_salesorderdetail PRIMARY KEY (sodetailid)
);

CREATE TABLE saleschannel (
    saleschannelid integer NOT NULL,
    channelcode varchar(20) NOT NULL,
    channelname varchar(100) NOT NULL,
    description varchar(255),
    isactive boolean NOT NULL DEFAULT true,
    CONSTRAINT pk_saleschannel PRIMARY KEY (saleschannelid),
    CONSTRAINT uq_saleschannel_channelcode UNIQUE (channelcode)
);

CREATE TABLE store (
    storeid integer NOT NULL,
    storecode varchar(20) NOT NULL,
    storename varchar(100) NOT NULL,
    saleschannelid integer NOT NULL,
    manager varchar(100),
    phone varchar(20),
    email varchar(100),
    address varchar(255),
    city varchar(100),
    state varchar(50),
    zipcode varchar(20),
    opendate date,
    isactive boolean NOT NULL DEFAULT true,
    CONSTRAINT pk_store PRIMARY KEY (storeid),
    CONSTRAINT uq_store_storecode UNIQUE (storecode)
);

CREATE TABLE salesterritory (
    territoryid integer NOT NULL,
    territorycode varchar(20) NOT NULL,
    territoryname varchar(100) NOT NULL,
    region varchar(50),
    isactive boolean NOT NULL DEFAULT true,
    CONSTRAINT pk_salesterritory PRIMARY KEY (territoryid),
    CONSTRAINT uq_salesterritory_territorycode UNIQUE (territorycode)
);

CREATE TABLE salesrep (
    salesrepid integer NOT NULL,
    employeecode varchar(20) NOT NULL,
    firstname varchar(50) NOT NULL,
    lastname varchar(50) NOT NULL,
    email varchar(100),
    phone varchar(20),
    territoryid integer,
    hiredate date,
    isactive boolean NOT NULL DEFAULT true,
    CONSTRAINT pk_salesrep PRIMARY KEY (salesrepid),
    CONSTRAINT uq_salesrep_employeecode UNIQUE (employeecode)
);

CREATE TABLE returnreason (
    returnreasonid integer NOT NULL,
    reasoncode varchar(20) NOT NULL,
    reasondescription varchar(255) NOT NULL,
    isactive boolean NOT NULL DEFAULT true,
    CONSTRAINT pk_returnreason PRIMARY KEY (returnreasonid),
    CONSTRAINT uq_returnreason_reasoncode UNIQUE (reasoncode)
);

CREATE TABLE salesreturn (
    returnid integer NOT NULL,
    returnnumber varchar(50) NOT NULL,
    salesorderid integer NOT NULL,
    customerid integer NOT NULL,
    returndate date NOT NULL DEFAULT CURRENT_DATE,
    returnreasonid integer NOT NULL,
    status varchar(20) NOT NULL DEFAULT 'Pending',
    refundamount numeric(18,2) DEFAULT 0,
    restockingfee numeric(18,2) DEFAULT 0,
    notes text,
    approvedby varchar(100),
    approveddate timestamp,
    createddate timestamp DEFAULT LOCALTIMESTAMP,
    CONSTRAINT pk_salesreturn PRIMARY KEY (returnid),
    CONSTRAINT uq_salesreturn_returnnumber UNIQUE (returnnumber)
);

CREATE TABLE salesreturndetail (
    returndetailid integer NOT NULL,
    returnid integer NOT NULL,
    sodetailid integer NOT NULL,
    itemid integer NOT NULL,
    quantityreturned numeric(18,2) NOT NULL,
    unitprice numeric(18,4) NOT NULL,
    refundamount numeric(18,2) NOT NULL,
    disposition varchar(50),
    CONSTRAINT pk_salesreturndetail PRIMARY KEY (returndetailid)
);

CREATE TABLE salesquote (
    quoteid integer NOT NULL,
    quotenumber varchar(50) NOT NULL,
    customerid integer NOT NULL,
    saleschannelid integer,
    salesrepid integer,
    quotedate date NOT NULL DEFAULT CURRENT_DATE,
    expirationdate date,
    status varchar(20) NOT NULL DEFAULT 'Draft',
    subtotal numeric(18,2) DEFAULT 0,
    discountamount numeric(18,2) DEFAULT 0,
    taxamount numeric(18,2) DEFAULT 0,
    totalamount numeric(18,2) DEFAULT 0,
    convertedtoorderid integer,
    notes text,
    createdby varchar(100),
    createddate timestamp DEFAULT LOCALTIMESTAMP,
    CONSTRAINT pk_salesquote PRIMARY KEY (quoteid),
    CONSTRAINT uq_salesquote_quotenumber UNIQUE (quotenumber)
);

CREATE TABLE salesquotedetail (
    quotedetailid integer NOT NULL,
    quoteid integer NOT NULL,
    linenumber integer NOT NULL,
    itemid integer NOT NULL,
    quantity numeric(18,2) NOT NULL,
    unitprice numeric(18,4) NOT NULL,
    discountpercent numeric(5,2) DEFAULT 0,
    linetotal numeric GENERATED ALWAYS AS (quantity * unitprice * (1 - discountpercent / 100)) STORED,
    CONSTRAINT pk_salesquotedetail PRIMARY KEY (quotedetailid)
);

CREATE TABLE promotion (
    promotionid integer NOT NULL,
    promotioncode varchar(50) NOT NULL,
    promotionname varchar(255) NOT NULL,
    description text,
    discountpercent numeric(5,2),
    discountamount numeric(18,2),
    startdate date NOT NULL,
    enddate date NOT NULL,
    isactive boolean NOT NULL DEFAULT true,
    minimumpurchase numeric(18,2) DEFAULT 0,
    applicablechannels varchar(255),
    CONSTRAINT pk_promotion PRIMARY KEY (promotionid),
    CONSTRAINT uq_promotion_promotioncode UNIQUE (promotioncode)
);

CREATE TABLE pricelist (
    pricelistid integer NOT NULL,
    pricelistcode varchar(20) NOT NULL,
    pricelistname varchar(100) NOT NULL,
    saleschannelid integer,
    effectivedate date NOT NULL,
    enddate date,
    isactive boolean NOT NULL DEFAULT true,
    CONSTRAINT pk_pricelist PRIMARY KEY (pricelistid),
    CONSTRAINT uq_pricelist_pricelistcode UNIQUE (pricelistcode)
);

CREATE TABLE pricelistdetail (
    pricelistdetailid integer NOT NULL,
    pricelistid integer NOT NULL,
    itemid integer NOT NULL,
    unitprice numeric(18,4) NOT NULL,
    minimumquantity numeric(18,2) DEFAULT 1,
    CONSTRAINT pk_pricelistdetail PRIMARY KEY (pricelistdetailid)
);

COPY unitofmeasure (unitid, unitcode, unitname, description) FROM stdin;
1	EA	Each	Individual unit
2	YD	Yard	Linear yard
3	LB	Pound	Weight in pounds
4	FT	Foot	Linear foot
5	PC	Piece	Piece
6	SET	Set	Set of items
7	BOX	Box	Box
8	ROLL	Roll	Roll of material
\.

COPY itemtype (itemtypeid, typecode, typename, description) FROM stdin;
1	RAW	Raw Material	Raw materials purchased from suppliers
2	COMP	Component	Manufactured components used in assemblies
3	FG	Finished Goods	Finished products ready for sale
\.

COPY items (itemid, itemcode, itemname, itemtypeid, unitid, description, standardcost, listprice, isactive, leadtimedays, reorderpoint, safetystock) FROM stdin;
1	RM-FILL-001	Premium Polyester Fiber Fill	1	3	High-quality polyester fiber for pillow filling	3.5000	0.0000	t	14	500.00	250.00
2	RM-FILL-002	Memory Foam Chips	1	3	Shredded memory foam for premium comfort	8.7500	0.0000	t	21	300.00	150.00
3	RM-FILL-003	Cotton Fill	1	3	Natural cotton fiber fill	6.2500	0.0000	t	14	400.00	200.00
4	RM-FILL-004	Latex Foam Chips	1	3	Natural latex foam pieces	12.5000	0.0000	t	28	200.00	100.00
5	RM-FILL-005	Down Alternative Fill	1	3	Hypoallergenic down alternative	5.0000	0.0000	t	14	350.00	175.00
6	RM-FAB-001	Cotton Canvas - Natural	1	2	100% cotton canvas fabric, natural color	8.5000	0.0000	t	14	200.00	100.00
7	RM-FAB-002	Cotton Canvas - Navy Blue	1	2	100% cotton canvas fabric, navy blue	8.5000	0.0000	t	14	200.00	100.00
8	RM-FAB-003	Cotton Canvas - Burgundy	1	2	100% cotton canvas fabric, burgundy	8.5000	0.0000	t	14	200.00	100.00
9	RM-FAB-004	Microfiber Suede - Black	1	2	Soft microfiber suede fabric	12.0000	0.0000	t	21	150.00	75.00
10	RM-FAB-005	Microfiber Suede - Chocolate	1	2	Soft microfiber suede fabric	12.0000	0.0000	t	21	150.00	75.00
11	RM-FAB-006	Linen Blend - Beige	1	2	Linen cotton blend fabric	15.0000	0.0000	t	21	100.00	50.00
12	RM-FAB-007	Twill - Khaki	1	2	Durable cotton twill fabric	9.5000	0.0000	t	14	180.00	90.00
13	RM-FAB-008	Velvet - Emerald Green	1	2	Luxurious velvet fabric	18.5000	0.0000	t	28	80.00	40.00
14	RM-WOOD-001	Pine Frame Rail 6ft	1	1	Solid pine wood rail, 2x4x72in	12.0000	0.0000	t	14	100.00	50.00
15	RM-WOOD-002	Pine Frame Rail 4ft	1	1	Solid pine wood rail, 2x4x48in	8.5000	0.0000	t	14	100.00	50.00
16	RM-WOOD-003	Hardwood Slat 6ft	1	1	Hardwood support slat, 1x4x72in	7.5000	0.0000	t	14	200.00	100.00
17	RM-WOOD-004	Hardwood Slat 4ft	1	1	Hardwood support slat, 1x4x48in	5.0000	0.0000	t	14	200.00	100.00
18	RM-METAL-001	Steel Corner Bracket	1	1	Heavy-duty steel corner bracket	2.7500	0.0000	t	7	400.00	200.00
19	RM-METAL-002	Steel Hinge Mechanism	1	1	Folding hinge for futon frame	15.5000	0.0000	t	14	150.00	75.00
20	RM-HARD-001	Wood Screw 3in (100 pack)	1	1	Box of 100 3-inch wood screws	8.0000	0.0000	t	7	50.00	25.00
21	RM-HARD-002	Bolt and Nut Kit (50 pack)	1	1	Box of 50 bolt and nut sets	12.0000	0.0000	t	7	50.00	25.00
22	RM-FIN-001	Wood Stain - Dark Walnut (Quart)	1	1	Dark walnut wood stain	18.0000	0.0000	t	7	30.00	15.00
23	RM-FIN-002	Wood Stain - Natural Oak (Quart)	1	1	Natural oak wood stain	18.0000	0.0000	t	7	30.00	15.00
24	RM-FIN-003	Clear Polyurethane (Quart)	1	1	Clear protective finish	22.0000	0.0000	t	7	30.00	15.00
25	COMP-PIL-001	Standard Polyester Pillow	2	1	Standard pillow with polyester fill	19.6350	0.0000	t	3	50.00	25.00
26	COMP-PIL-002	Premium Memory Foam Pillow	2	1	Premium pillow with memory foam	41.8950	0.0000	t	3	40.00	20.00
27	COMP-PIL-003	Cotton Fill Pillow	2	1	Natural cotton filled pillow	28.5600	0.0000	t	3	40.00	20.00
28	COMP-PIL-004	Latex Foam Pillow	2	1	Natural latex foam pillow	63.5250	0.0000	t	3	30.00	15.00
29	COMP-PIL-005	Down Alternative Pillow	2	1	Hypoallergenic down alternative pillow	28.8900	0.0000	t	3	45.00	22.00
30	COMP-MAT-001	Twin Polyester Mattress	2	1	Twin futon mattress with polyester fill	112.0875	0.0000	t	5	20.00	10.00
31	COMP-MAT-002	Full Polyester Mattress	2	1	Full futon mattress with polyester fill	147.9625	0.0000	t	5	15.00	7.00
32	COMP-MAT-003	Queen Memory Foam Mattress	2	1	Queen futon mattress with memory foam	378.3500	0.0000	t	5	12.00	6.00
33	COMP-MAT-004	Full Cotton Mattress	2	1	Full futon mattress with cotton fill	217.4875	0.0000	t	5	15.00	7.00
34	COMP-MAT-005	Queen Cotton Mattress	2	1	Queen futon mattress with cotton fill	324.8750	0.0000	t	5	12.00	6.00
35	COMP-FRM-001	Twin Pine Frame - Natural Oak	2	1	Twin size pine frame, natural oak finish	161.2300	0.0000	t	7	15.00	7.00
36	COMP-FRM-002	Full Pine Frame - Natural Oak	2	1	Full size pine frame, natural oak finish	216.3300	0.0000	t	7	12.00	6.00
37	COMP-FRM-003	Queen Pine Frame - Natural Oak	2	1	Queen size pine frame, natural oak finish	258.4300	0.0000	t	7	10.00	5.00
38	COMP-FRM-004	Full Pine Frame - Dark Walnut	2	1	Full size pine frame, dark walnut finish	216.3300	0.0000	t	7	12.00	6.00
39	COMP-FRM-005	Queen Pine Frame - Dark Walnut	2	1	Queen size pine frame, dark walnut finish	258.4300	0.0000	t	7	10.00	5.00
40	FG-FUT-001	Twin Economy Futon - Natural Canvas	3	1	Twin futon with polyester mattress, natural canvas, oak frame	0.0000	299.9900	t	10	10.00	5.00
41	FG-FUT-002	Full Economy Futon - Navy Canvas	3	1	Full futon with polyester mattress, navy canvas, oak frame	0.0000	399.9900	t	10	8.00	4.00
42	FG-FUT-003	Full Deluxe Futon - Microfiber Black	3	1	Full futon with memory foam mattress, microfiber suede, walnut frame	0.0000	599.9900	t	10	6.00	3.00
43	FG-FUT-004	Queen Premium Futon - Velvet Emerald	3	1	Queen futon with cotton mattress, velvet fabric, walnut frame	0.0000	799.9900	t	10	5.00	2.00
44	FG-FUT-005	Full Comfort Futon - Chocolate Suede	3	1	Full futon with cotton mattress, chocolate suede, oak frame	0.0000	499.9900	t	10	7.00	3.00
45	FG-FUT-006	Queen Luxury Futon - Linen Beige	3	1	Queen futon with memory foam mattress, linen blend, walnut frame	0.0000	899.9900	t	10	4.00	2.00
\.

COPY billofmaterials (bomid, parentitemid, componentitemid, quantity, unitid, scraprate, enddate, bomlevel, isactive, notes) FROM stdin;
1	25	1	2.5000	3	2.00	\N	1	t	\N
2	25	6	1.2000	2	5.00	\N	1	t	\N
3	26	2	3.0000	3	2.00	\N	1	t	\N
4	26	9	1.2000	2	5.00	\N	1	t	\N
5	27	3	2.8000	3	2.00	\N	1	t	\N
6	27	7	1.2000	2	5.00	\N	1	t	\N
7	28	4	3.5000	3	2.00	\N	1	t	\N
8	28	11	1.2000	2	5.00	\N	1	t	\N
9	29	5	2.7000	3	2.00	\N	1	t	\N
10	29	10	1.2000	2	5.00	\N	1	t	\N
11	30	1	15.0000	3	3.00	\N	1	t	\N
12	30	6	6.5000	2	5.00	\N	1	t	\N
13	31	1	20.0000	3	3.00	\N	1	t	\N
14	31	6	8.5000	2	5.00	\N	1	t	\N
15	32	2	28.0000	3	3.00	\N	1	t	\N
16	32	9	10.0000	2	5.00	\N	1	t	\N
17	33	3	22.0000	3	3.00	\N	1	t	\N
18	33	8	8.5000	2	5.00	\N	1	t	\N
19	34	3	26.0000	3	3.00	\N	1	t	\N
20	34	11	10.0000	2	5.00	\N	1	t	\N
21	35	15	4.0000	1	5.00	\N	1	t	\N
22	35	17	8.0000	1	5.00	\N	1	t	\N
23	35	18	8.0000	1	1.00	\N	1	t	\N
24	35	19	2.0000	1	1.00	\N	1	t	\N
25	35	20	1.0000	1	0.00	\N	1	t	\N
26	35	23	0.5000	1	10.00	\N	1	t	\N
27	35	24	0.5000	1	10.00	\N	1	t	\N
28	36	14	2.0000	1	5.00	\N	1	t	\N
29	36	15	2.0000	1	5.00	\N	1	t	\N
30	36	16	10.0000	1	5.00	\N	1	t	\N
31	36	18	8.0000	1	1.00	\N	1	t	\N
32	36	19	2.0000	1	1.00	\N	1	t	\N
33	36	20	1.0000	1	0.00	\N	1	t	\N
34	36	23	0.7500	1	10.00	\N	1	t	\N
35	36	24	0.7500	1	10.00	\N	1	t	\N
36	37	14	4.0000	1	5.00	\N	1	t	\N
37	37	16	12.0000	1	5.00	\N	1	t	\N
38	37	18	8.0000	1	1.00	\N	1	t	\N
39	37	19	2.0000	1	1.00	\N	1	t	\N
40	37	20	2.0000	1	0.00	\N	1	t	\N
41	37	23	1.0000	1	10.00	\N	1	t	\N
42	37	24	1.0000	1	10.00	\N	1	t	\N
43	38	14	2.0000	1	5.00	\N	1	t	\N
44	38	15	2.0000	1	5.00	\N	1	t	\N
45	38	16	10.0000	1	5.00	\N	1	t	\N
46	38	18	8.0000	1	1.00	\N	1	t	\N
47	38	19	2.0000	1	1.00	\N	1	t	\N
48	38	20	1.0000	1	0.00	\N	1	t	\N
49	38	22	0.7500	1	10.00	\N	1	t	\N
50	38	24	0.7500	1	10.00	\N	1	t	\N
51	39	14	4.0000	1	5.00	\N	1	t	\N
52	39	16	12.0000	1	5.00	\N	1	t	\N
53	39	18	8.0000	1	1.00	\N	1	t	\N
54	39	19	2.0000	1	1.00	\N	1	t	\N
55	39	20	2.0000	1	0.00	\N	1	t	\N
56	39	22	1.0000	1	10.00	\N	1	t	\N
57	39	24	1.0000	1	10.00	\N	1	t	\N
58	40	30	1.0000	1	0.50	\N	0	t	\N
59	40	35	1.0000	1	0.50	\N	0	t	\N
60	40	25	2.0000	1	1.00	\N	0	t	\N
61	41	31	1.0000	1	0.50	\N	0	t	\N
62	41	36	1.0000	1	0.50	\N	0	t	\N
63	41	27	2.0000	1	1.00	\N	0	t	\N
64	42	32	1.0000	1	0.50	\N	0	t	\N
65	42	38	1.0000	1	0.50	\N	0	t	\N
66	42	26	2.0000	1	1.00	\N	0	t	\N
67	43	34	1.0000	1	0.50	\N	0	t	\N
68	43	39	1.0000	1	0.50	\N	0	t	\N
69	43	28	2.0000	1	1.00	\N	0	t	\N
70	44	33	1.0000	1	0.50	\N	0	t	\N
71	44	36	1.0000	1	0.50	\N	0	t	\N
72	44	29	2.0000	1	1.00	\N	0	t	\N
73	45	32	1.0000	1	0.50	\N	0	t	\N
74	45	39	1.0000	1	0.50	\N	0	t	\N
75	45	26	2.0000	1	1.00	\N	0	t	\N
\.

COPY warehouse (warehouseid, warehousecode, warehousename, address, city, state, zipcode, isactive) FROM stdin;
1	WH-MAIN	Main Manufacturing Facility	1200 Industrial Parkway	Portland	OR	97201	t
2	WH-WEST	West Coast Distribution	450 Commerce Drive	Los Angeles	CA	90001	t
3	WH-EAST	East Coast Distribution	780 Logistics Boulevard	Charlotte	NC	28201	t
\.

COPY inventory (inventoryid, itemid, warehouseid, quantityonhand, quantityallocated, lastcountdate) FROM stdin;
1	1	1	1500.00	0.00	2024-11-01 00:00:00
2	2	1	800.00	0.00	2024-11-01 00:00:00
3	3	1	1200.00	0.00	2024-11-01 00:00:00
4	4	1	450.00	0.00	2024-11-01 00:00:00
5	5	1	900.00	0.00	2024-11-01 00:00:00
6	6	1	500.00	0.00	2024-11-01 00:00:00
7	7	1	450.00	0.00	2024-11-01 00:00:00
8	8	1	380.00	0.00	2024-11-01 00:00:00
9	9	1	300.00	0.00	2024-11-01 00:00:00
10	10	1	320.00	0.00	2024-11-01 00:00:00
11	11	1	180.00	0.00	2024-11-01 00:00:00
12	12	1	400.00	0.00	2024-11-01 00:00:00
13	13	1	150.00	0.00	2024-11-01 00:00:00
14	14	1	250.00	0.00	2024-11-01 00:00:00
15	15	1	300.00	0.00	2024-11-01 00:00:00
16	16	1	500.00	0.00	2024-11-01 00:00:00
17	17	1	600.00	0.00	2024-11-01 00:00:00
18	18	1	800.00	0.00	2024-11-01 00:00:00
19	19	1	200.00	0.00	2024-11-01 00:00:00
20	20	1	100.00	0.00	2024-11-01 00:00:00
21	21	1	80.00	0.00	2024-11-01 00:00:00
22	22	1	45.00	0.00	2024-11-01 00:00:00
23	23	1	50.00	0.00	2024-11-01 00:00:00
24	24	1	55.00	0.00	2024-11-01 00:00:00
25	25	1	120.00	0.00	2024-11-01 00:00:00
26	26	1	85.00	0.00	2024-11-01 00:00:00
27	27	1	95.00	0.00	2024-11-01 00:00:00
28	28	1	60.00	0.00	2024-11-01 00:00:00
29	29	1	110.00	0.00	2024-11-01 00:00:00
30	30	1	45.00	0.00	2024-11-01 00:00:00
31	31	1	38.00	0.00	2024-11-01 00:00:00
32	32	1	25.00	0.00	2024-11-01 00:00:00
33	33	1	32.00	0.00	2024-11-01 00:00:00
34	34	1	28.00	0.00	2024-11-01 00:00:00
35	35	1	35.00	0.00	2024-11-01 00:00:00
36	36	1	30.00	0.00	2024-11-01 00:00:00
37	37	1	25.00	0.00	2024-11-01 00:00:00
38	38	1	28.00	0.00	2024-11-01 00:00:00
39	39	1	22.00	0.00	2024-11-01 00:00:00
40	40	1	18.00	0.00	2024-11-01 00:00:00
41	41	1	15.00	0.00	2024-11-01 00:00:00
42	42	1	12.00	0.00	2024-11-01 00:00:00
43	43	1	8.00	0.00	2024-11-01 00:00:00
44	44	1	14.00	0.00	2024-11-01 00:00:00
45	45	1	7.00	0.00	2024-11-01 00:00:00
\.

COPY transactiontype (transactiontypeid, typecode, typename, description) FROM stdin;
1	PO-RCV	Purchase Order Receipt	Receipt of purchased materials
2	PO-RET	Purchase Order Return	Return to supplier
3	WO-ISS	Work Order Issue	Material issued to production
4	WO-CMP	Work Order Completion	Production completion
5	SO-SHP	Sales Order Shipment	Shipment to customer
6	SO-RET	Sales Order Return	Customer return
7	ADJ-POS	Positive Adjustment	Inventory increase adjustment
8	ADJ-NEG	Negative Adjustment	Inventory decrease adjustment
9	CYC-CNT	Cycle Count	Cycle count adjustment
\.

COPY supplier (supplierid, suppliercode, suppliername, contactname, email, phone, address, city, state, zipcode, country, paymentterms, rating, isactive) FROM stdin;
1	SUP-001	Pacific Textile Mills	Sarah Johnson	sarah.j@pacifictextile.com	503-555-0101	500 Mill Street	Portland	OR	97202	USA	Net 30	4.50	t
2	SUP-002	Premium Fill Supply Co	Michael Chen	mchen@premiumfill.com	206-555-0202	1800 Manufacturing Way	Seattle	WA	98101	USA	Net 30	4.80	t
3	SUP-003	Northwest Lumber & Hardware	David Brown	dbrown@nwlumber.com	503-555-0303	2500 Timber Road	Eugene	OR	97401	USA	Net 45	4.30	t
4	SUP-004	Industrial Fasteners Inc	Lisa Martinez	lmartinez@indfasteners.com	425-555-0404	300 Industry Blvd	Tacoma	WA	98402	USA	Net 30	4.60	t
5	SUP-005	Luxury Fabric Imports	James Wilson	jwilson@luxuryfabric.com	415-555-0505	1500 Fashion Avenue	San Francisco	CA	94102	USA	Net 60	4.70	t
\.

COPY supplieritem (supplieritemid, supplierid, itemid, supplierpartnumber, unitprice, minimumorderquantity, leadtimedays, ispreferred, enddate) FROM stdin;
1	1	6	PTM-CAN-NAT-001	7.5000	100.00	14	t	\N
2	1	7	PTM-CAN-NVY-001	7.5000	100.00	14	t	\N
3	1	8	PTM-CAN-BUR-001	7.5000	100.00	14	t	\N
4	1	12	PTM-TWL-KHA-001	8.7500	100.00	14	t	\N
5	2	1	PFS-POLY-001	3.2500	500.00	14	t	\N
6	2	2	PFS-MEMF-001	8.0000	300.00	21	t	\N
7	2	3	PFS-COTN-001	5.7500	400.00	14	t	\N
8	2	4	PFS-LATX-001	11.5000	200.00	28	t	\N
9	2	5	PFS-DOWN-001	4.5000	350.00	14	t	\N
10	3	14	NWL-PINE-6FT	11.0000	50.00	14	t	\N
11	3	15	NWL-PINE-4FT	7.7500	50.00	14	t	\N
12	3	16	NWL-SLAT-6FT	6.9000	100.00	14	t	\N
13	3	17	NWL-SLAT-4FT	4.6000	100.00	14	t	\N
14	3	22	NWL-STN-WAL	16.5000	12.00	7	t	\N
15	3	23	NWL-STN-OAK	16.5000	12.00	7	t	\N
16	3	24	NWL-FIN-CLR	20.0000	12.00	7	t	\N
17	4	18	IFI-BRK-001	2.5000	200.00	7	t	\N
18	4	19	IFI-HNG-001	14.2500	100.00	14	t	\N
19	4	20	IFI-SCR-3IN	7.2500	50.00	7	t	\N
20	4	21	IFI-BLT-KIT	11.0000	50.00	7	t	\N
21	5	9	LFI-MIC-BLK	11.0000	80.00	21	t	\N
22	5	10	LFI-MIC-CHO	11.0000	80.00	21	t	\N
23	5	11	LFI-LIN-BEI	13.7500	60.00	21	t	\N
24	5	13	LFI-VEL-EMR	17.0000	50.00	28	t	\N
\.

COPY workcenter (workcenterid, workcentercode, workcentername, description, capacity, isactive) FROM stdin;
1	WC-SEW	Sewing Department	Pillow and mattress cover sewing	50.00	t
2	WC-FILL	Filling Station	Fill pillows and mattresses	60.00	t
3	WC-WOOD	Woodworking Shop	Frame construction and finishing	30.00	t
4	WC-ASSY	Final Assembly	Futon final assembly and packaging	40.00	t
5	WC-QC	Quality Control	Final inspection and testing	50.00	t
\.

COPY customer (customerid, customercode, customername, contactname, email, phone, address, city, state, zipcode, country, creditlimit, isactive, customertype, salesrepid, territoryid) FROM stdin;
1	CUST-001	Home Comfort Retailers	Jennifer Adams	jadams@homecomfort.com	503-555-1001	450 Retail Plaza	Portland	OR	97210	USA	50000.00	t	Retail	1	1
2	CUST-002	Furniture Warehouse Direct	Robert Taylor	rtaylor@furniturewd.com	206-555-1002	2200 Commerce Street	Seattle	WA	98115	USA	75000.00	t	Retail	7	1
3	CUST-003	Coastal Living Stores	Maria Garcia	mgarcia@coastalliving.com	415-555-1003	1800 Bay Avenue	San Francisco	CA	94103	USA	60000.00	t	Retail	2	2
4	CUST-004	University Dorm Supplies	Kevin Lee	klee@univdorm.com	541-555-1004	300 Campus Drive	Eugene	OR	97403	USA	40000.00	t	Wholesale	1	1
5	CUST-005	Modern Home Boutique	Amanda White	awhite@modernhome.com	503-555-1005	950 Design District	Portland	OR	97209	USA	35000.00	t	Online	8	1
6	CUST-006	Budget Furniture Outlet	Chris Martinez	cmartinez@budgetfurniture.com	360-555-1006	500 Outlet Way	Vancouver	WA	98660	USA	45000.00	t	Wholesale	7	1
7	CUST-007	Luxury Living Inc	Patricia Johnson	pjohnson@luxuryliving.com	425-555-1007	1200 Elite Boulevard	Bellevue	WA	98004	USA	100000.00	t	Retail	2	2
8	CUST-008	College Town Furnishings	Daniel Kim	dkim@collegetown.com	541-555-1008	780 Student Lane	Corvallis	OR	97330	USA	30000.00	t	Wholesale	1	1
\.

COPY salesorder (salesorderid, ordernumber, customerid, warehouseid, orderdate, requesteddeliverydate, shipdate, status, subtotal, taxamount, shippingamount, totalamount, notes, createdby, saleschannelid, storeid, salesrepid, discountamount) FROM stdin;
1	SO-2024-1001	1	1	2024-10-01	2024-10-05	2024-10-04	Delivered	1199.97	95.00	50.00	1284.97	\N	system	1	1	1	60.00
2	SO-2024-1002	3	2	2024-10-02	2024-10-08	2024-10-07	Delivered	1599.98	128.00	75.00	1802.98	\N	system	1	4	2	0.00
3	SO-2024-1003	7	2	2024-10-03	2024-10-10	2024-10-09	Delivered	2399.97	192.00	100.00	2571.97	\N	system	1	5	3	120.00
4	SO-2024-1004	5	1	2024-10-05	2024-10-12	2024-10-08	Delivered	799.99	64.00	25.00	848.99	\N	system	2	6	8	40.00
5	SO-2024-1005	5	1	2024-10-07	2024-10-14	2024-10-10	Delivered	599.99	48.00	25.00	672.99	\N	system	2	6	8	0.00
6	SO-2024-1006	4	1	2024-10-08	2024-10-20	2024-10-18	Delivered	9999.60	0.00	500.00	9499.64	\N	system	3	7	1	999.96
7	SO-2024-1007	6	1	2024-10-10	2024-10-25	2024-10-22	Delivered	7999.68	0.00	400.00	7599.68	\N	system	3	7	7	800.00
8	SO-2024-1008	8	1	2024-10-12	2024-10-30	2024-10-28	Delivered	5999.76	0.00	300.00	5699.76	\N	system	3	7	1	600.00
9	SO-2024-1101	1	1	2024-11-01	2024-11-08	2024-11-05	Delivered	899.99	72.00	50.00	976.99	\N	system	1	2	1	45.00
10	SO-2024-1102	2	1	2024-11-02	2024-11-10	\N	Shipped	1199.98	96.00	60.00	1355.98	\N	system	1	3	7	0.00
11	SO-2024-1103	5	1	2024-11-03	2024-11-12	\N	InProduction	1599.98	128.00	50.00	1697.98	\N	system	2	6	8	80.00
12	SO-2024-1104	4	1	2024-11-04	2024-11-20	\N	Confirmed	11999.40	0.00	600.00	11399.40	\N	system	3	7	1	1200.00
13	SO-2024-1105	3	2	2024-11-05	2024-11-15	\N	Confirmed	2399.96	192.00	100.00	2571.96	\N	system	1	4	2	120.00
14	SO-2024-1106	7	2	2024-11-06	2024-11-16	\N	Confirmed	1799.97	144.00	50.00	1903.97	\N	system	2	6	8	90.00
15	SO-2024-1107	6	1	2024-11-07	2024-11-25	\N	Confirmed	9599.52	0.00	500.00	9139.52	\N	system	3	7	7	960.00
\.

COPY salesorderdetail (sodetailid, salesorderid, linenumber, itemid, quantity, unitprice, quantityshipped, discountpercent) FROM stdin;
1	1	1	41	2.00	399.9900	2.00	5.00
2	1	2	40	1.00	299.9900	1.00	0.00
3	2	1	42	1.00	599.9900	1.00	0.00
4	2	2	45	1.00	899.9900	1.00	0.00
5	3	1	45	2.00	899.9900	2.00	5.00
6	3	2	43	1.00	799.9900	1.00	0.00
7	4	1	43	1.00	799.9900	1.00	5.00
8	5	1	42	1.00	599.9900	1.00	0.00
9	6	1	40	12.00	299.9900	12.00	10.00
10	6	2	41	15.00	399.9900	15.00	10.00
11	6	3	44	8.00	499.9900	8.00	10.00
12	7	1	41	10.00	399.9900	10.00	10.00
13	7	2	42	10.00	599.9900	10.00	10.00
14	8	1	40	20.00	299.9900	20.00	10.00
15	9	1	45	1.00	899.9900	1.00	5.00
16	10	1	41	3.00	399.9900	3.00	0.00
17	11	1	43	2.00	799.9900	0.00	5.00
18	12	1	41	15.00	399.9900	0.00	10.00
19	12	2	44	10.00	499.9900	0.00	10.00
20	13	1	43	3.00	799.9900	0.00	5.00
21	14	1	42	3.00	599.9900	0.00	5.00
22	15	1	40	16.00	299.9900	0.00	10.00
23	15	2	41	12.00	399.9900	0.00	10.00
\.

COPY saleschannel (saleschannelid, channelcode, channelname, description, isactive) FROM stdin;
1	RETAIL	Retail Store	Physical retail store sales	t
2	ONLINE	Online/E-Commerce	Online website and marketplace sales	t
3	WHOLESALE	Wholesale	Bulk sales to retailers and distributors	t
\.

COPY store (storeid, storecode, storename, saleschannelid, manager, phone, email, address, city, state, zipcode, opendate, isactive) FROM stdin;
1	STR-PDX-01	Portland Downtown Store	1	Lisa Anderson	503-555-3001	\N	450 SW Broadway	Portland	OR	97205	2015-03-01	t
2	STR-PDX-02	Portland East Side	1	Mark Thompson	503-555-3002	\N	2200 E Burnside St	Portland	OR	97214	2018-06-15	t
3	STR-SEA-01	Seattle Capitol Hill	1	Jennifer Lee	206-555-3003	\N	1500 E Pine St	Seattle	WA	98122	2016-09-01	t
4	STR-SF-01	San Francisco Store	1	Brian Chen	415-555-3004	\N	850 Market St	San Francisco	CA	94102	2017-04-20	t
5	STR-LA-01	Los Angeles Store	1	Maria Rodriguez	310-555-3005	\N	1200 Wilshire Blvd	Los Angeles	CA	90017	2019-11-10	t
6	ONLINE-01	E-Commerce Platform	2	Thomas Wright	503-555-4001	\N	1200 Industrial Parkway	Portland	OR	97201	2016-01-01	t
7	WHSL-01	Wholesale Division	3	Patricia Martinez	503-555-5001	\N	1200 Industrial Parkway	Portland	OR	97201	2015-01-01	t
\.

COPY salesterritory (territoryid, territorycode, territoryname, region, isactive) FROM stdin;
1	NW-01	Pacific Northwest	West	t
2	CA-01	Northern California	West	t
3	CA-02	Southern California	West	t
4	MW-01	Upper Midwest	Central	t
5	SE-01	Southeast	East	t
6	NE-01	Northeast	East	t
\.

COPY salesrep (salesrepid, employeecode, firstname, lastname, email, phone, territoryid, hiredate, isactive) FROM stdin;
1	SR-001	Michael	Johnson	mjohnson@futonmfg.com	503-555-2001	1	2020-03-15	t
2	SR-002	Emily	Williams	ewilliams@futonmfg.com	415-555-2002	2	2019-06-20	t
3	SR-003	David	Brown	dbrown@futonmfg.com	310-555-2003	3	2021-01-10	t
4	SR-004	Sarah	Davis	sdavis@futonmfg.com	312-555-2004	4	2020-08-05	t
5	SR-005	James	Miller	jmiller@futonmfg.com	404-555-2005	5	2018-11-12	t
6	SR-006	Jessica	Wilson	jwilson@futonmfg.com	617-555-2006	6	2019-04-18	t
7	SR-007	Robert	Moore	rmoore@futonmfg.com	206-555-2007	1	2022-02-14	t
8	SR-008	Amanda	Taylor	ataylor@futonmfg.com	503-555-2008	1	2021-09-01	t
\.

COPY returnreason (returnreasonid, reasoncode, reasondescription, isactive) FROM stdin;
1	DEFECT	Product defect or quality issue	t
2	DAMAGE	Damaged during shipping	t
3	WRONG	Wrong item received	t
4	NOFIT	Does not fit/wrong size	t
5	EXPECT	Did not meet expectations	t
6	CHANGE	Customer changed mind	t
7	LATE	Delivery too late	t
8	OTHER	Other reason	t
\.

COPY salesreturn (returnid, returnnumber, salesorderid, customerid, returndate, returnreasonid, status, refundamount, restockingfee, notes, approvedby, approveddate) FROM stdin;
1	RET-2024-001	1	1	2024-10-10	6	Refunded	399.99	0.00	\N	Manager1	2024-10-10 00:00:00
2	RET-2024-002	3	7	2024-10-15	1	Refunded	899.99	0.00	\N	Manager2	2024-10-15 00:00:00
\.

COPY salesreturndetail (returndetailid, returnid, sodetailid, itemid, quantityreturned, unitprice, refundamount, disposition) FROM stdin;
1	1	1	41	1.00	399.9900	399.99	Restock
2	2	5	45	1.00	899.9900	899.99	Scrap
\.

COPY salesquote (quoteid, quotenumber, customerid, saleschannelid, salesrepid, quotedate, expirationdate, status, subtotal, discountamount, taxamount, totalamount, convertedtoorderid, notes, createdby) FROM stdin;
1	QT-2024-001	4	3	1	2024-11-05	2024-12-05	Sent	14999.25	1500.00	0.00	13499.25	\N	\N	\N
2	QT-2024-002	6	3	7	2024-11-06	2024-12-06	Sent	11999.40	1200.00	0.00	10799.40	\N	\N	\N
\.

COPY salesquotedetail (quotedetailid, quoteid, linenumber, itemid, quantity, unitprice, discountpercent) FROM stdin;
1	1	1	44	25.00	499.9900	10.00
2	1	2	42	5.00	599.9900	10.00
3	2	1	41	20.00	399.9900	10.00
4	2	2	43	10.00	799.9900	10.00
\.

COPY promotion (promotionid, promotioncode, promotionname, description, discountpercent, discountamount, startdate, enddate, isactive, minimumpurchase, applicablechannels) FROM stdin;
1	FALL2024	Fall Clearance Sale	Fall season clearance event	15.00	\N	2024-09-15	2024-11-30	t	500.00	RETAIL,ONLINE
2	BULK10	Wholesale Bulk Discount	10% off bulk wholesale orders	10.00	\N	2024-01-01	2024-12-31	t	5000.00	WHOLESALE
3	BLACKFRI	Black Friday Special	Black Friday mega sale	25.00	\N	2024-11-29	2024-11-29	t	0.00	RETAIL,ONLINE
4	HOLIDAY24	Holiday Season Sale	Holiday promotional pricing	20.00	\N	2024-12-01	2024-12-31	t	750.00	RETAIL,ONLINE
\.

COPY pricelist (pricelistid, pricelistcode, pricelistname, saleschannelid, effectivedate, enddate, isactive) FROM stdin;
1	PL-RETAIL	Retail Price List	1	2024-01-01	\N	t
2	PL-ONLINE	Online Price List	2	2024-01-01	\N	t
3	PL-WHOLESALE	Wholesale Price List	3	2024-01-01	\N	t
\.

COPY pricelistdetail (pricelistdetailid, pricelistid, itemid, unitprice, minimumquantity) FROM stdin;
1	1	40	299.9900	1.00
2	1	41	399.9900	1.00
3	1	42	599.9900	1.00
4	1	43	799.9900	1.00
5	1	44	499.9900	1.00
6	1	45	899.9900	1.00
7	2	40	293.9902	1.00
8	2	41	391.9902	1.00
9	2	42	587.9902	1.00
10	2	43	783.9902	1.00
11	2	44	489.9902	1.00
12	2	45	881.9902	1.00
13	3	40	254.9915	10.00
14	3	41	339.9915	10.00
15	3	42	509.9915	10.00
16	3	43	679.9915	10.00
17	3	44	424.9915	10.00
18	3	45	764.9915	10.00
\.

ALTER TABLE items ADD CONSTRAINT fk_items_itemtype FOREIGN KEY (itemtypeid) REFERENCES itemtype (itemtypeid);
ALTER TABLE items ADD CONSTRAINT fk_items_unitofmeasure FOREIGN KEY (unitid) REFERENCES unitofmeasure (unitid);
ALTER TABLE billofmaterials ADD CONSTRAINT fk_bom_parentitem FOREIGN KEY (parentitemid) REFERENCES items (itemid);
ALTER TABLE billofmaterials ADD CONSTRAINT fk_bom_componentitem FOREIGN KEY (componentitemid) REFERENCES items (itemid);
ALTER TABLE billofmaterials ADD CONSTRAINT fk_bom_unit FOREIGN KEY (unitid) REFERENCES unitofmeasure (unitid);
ALTER TABLE inventory ADD CONSTRAINT fk_inventory_item FOREIGN KEY (itemid) REFERENCES items (itemid);
ALTER TABLE inventory ADD CONSTRAINT fk_inventory_warehouse FOREIGN KEY (warehouseid) REFERENCES warehouse (warehouseid);
ALTER TABLE inventorytransaction ADD CONSTRAINT fk_invtrans_item FOREIGN KEY (itemid) REFERENCES items (itemid);
ALTER TABLE inventorytransaction ADD CONSTRAINT fk_invtrans_warehouse FOREIGN KEY (warehouseid) REFERENCES warehouse (warehouseid);
ALTER TABLE inventorytransaction ADD CONSTRAINT fk_invtrans_type FOREIGN KEY (transactiontypeid) REFERENCES transactiontype (transactiontypeid);
ALTER TABLE supplieritem ADD CONSTRAINT fk_supplieritem_supplier FOREIGN KEY (supplierid) REFERENCES supplier (supplierid);
ALTER TABLE supplieritem ADD CONSTRAINT fk_supplieritem_item FOREIGN KEY (itemid) REFERENCES items (itemid);
ALTER TABLE purchaseorder ADD CONSTRAINT fk_po_supplier FOREIGN KEY (supplierid) REFERENCES supplier (supplierid);
ALTER TABLE purchaseorder ADD CONSTRAINT fk_po_warehouse FOREIGN KEY (warehouseid) REFERENCES warehouse (warehouseid);
ALTER TABLE purchaseorderdetail ADD CONSTRAINT fk_podetail_po FOREIGN KEY (purchaseorderid) REFERENCES purchaseorder (purchaseorderid);
ALTER TABLE purchaseorderdetail ADD CONSTRAINT fk_podetail_item FOREIGN KEY (itemid) REFERENCES items (itemid);
ALTER TABLE productionorder ADD CONSTRAINT fk_prodorder_item FOREIGN KEY (itemid) REFERENCES items (itemid);
ALTER TABLE productionorder ADD CONSTRAINT fk_prodorder_warehouse FOREIGN KEY (warehouseid) REFERENCES warehouse (warehouseid);
ALTER TABLE productionorder ADD CONSTRAINT fk_prodorder_workcenter FOREIGN KEY (workcenterid) REFERENCES workcenter (workcenterid);
ALTER TABLE productionordermaterial ADD CONSTRAINT fk_prodmaterial_prodorder FOREIGN KEY (productionorderid) REFERENCES productionorder (productionorderid);
ALTER TABLE productionordermaterial ADD CONSTRAINT fk_prodmaterial_item FOREIGN KEY (itemid) REFERENCES items (itemid);
ALTER TABLE productioncompletion ADD CONSTRAINT fk_completion_prodorder FOREIGN KEY (productionorderid) REFERENCES productionorder (productionorderid);
ALTER TABLE productioncompletion ADD CONSTRAINT fk_completion_workcenter FOREIGN KEY (workcenterid) REFERENCES workcenter (workcenterid);
ALTER TABLE qualityinspection ADD CONSTRAINT fk_quality_item FOREIGN KEY (itemid) REFERENCES items (itemid);
ALTER TABLE salesorder ADD CONSTRAINT fk_so_customer FOREIGN KEY (customerid) REFERENCES customer (customerid);
ALTER TABLE salesorder ADD CONSTRAINT fk_so_warehouse FOREIGN KEY (warehouseid) REFERENCES warehouse (warehouseid);
ALTER TABLE salesorderdetail ADD CONSTRAINT fk_sodetail_so FOREIGN KEY (salesorderid) REFERENCES salesorder (salesorderid);
ALTER TABLE salesorderdetail ADD CONSTRAINT fk_sodetail_item FOREIGN KEY (itemid) REFERENCES items (itemid);
ALTER TABLE store ADD CONSTRAINT fk_store_saleschannel FOREIGN KEY (saleschannelid) REFERENCES saleschannel (saleschannelid);
ALTER TABLE salesrep ADD CONSTRAINT fk_salesrep_territory FOREIGN KEY (territoryid) REFERENCES salesterritory (territoryid);
ALTER TABLE salesreturn ADD CONSTRAINT fk_return_salesorder FOREIGN KEY (salesorderid) REFERENCES salesorder (salesorderid);
ALTER TABLE salesreturn ADD CONSTRAINT fk_return_customer FOREIGN KEY (customerid) REFERENCES customer (customerid);
ALTER TABLE salesreturn ADD CONSTRAINT fk_return_reason FOREIGN KEY (returnreasonid) REFERENCES returnreason (returnreasonid);
ALTER TABLE salesreturndetail ADD CONSTRAINT fk_returndetail_return FOREIGN KEY (returnid) REFERENCES salesreturn (returnid);
ALTER TABLE salesreturndetail ADD CONSTRAINT fk_returndetail_sodetail FOREIGN KEY (sodetailid) REFERENCES salesorderdetail (sodetailid);
ALTER TABLE salesreturndetail ADD CONSTRAINT fk_returndetail_item FOREIGN KEY (itemid) REFERENCES items (itemid);
ALTER TABLE salesquote ADD CONSTRAINT fk_quote_customer FOREIGN KEY (customerid) REFERENCES customer (customerid);
ALTER TABLE salesquote ADD CONSTRAINT fk_quote_saleschannel FOREIGN KEY (saleschannelid) REFERENCES saleschannel (saleschannelid);
ALTER TABLE salesquote ADD CONSTRAINT fk_quote_salesrep FOREIGN KEY (salesrepid) REFERENCES salesrep (salesrepid);
ALTER TABLE salesquote ADD CONSTRAINT fk_quote_convertedorder FOREIGN KEY (convertedtoorderid) REFERENCES salesorder (salesorderid);
ALTER TABLE salesquotedetail ADD CONSTRAINT fk_quotedetail_quote FOREIGN KEY (quoteid) REFERENCES salesquote (quoteid);
ALTER TABLE salesquotedetail ADD CONSTRAINT fk_quotedetail_item FOREIGN KEY (itemid) REFERENCES items (itemid);
ALTER TABLE pricelist ADD CONSTRAINT fk_pricelist_saleschannel FOREIGN KEY (saleschannelid) REFERENCES saleschannel (saleschannelid);
ALTER TABLE pricelistdetail ADD CONSTRAINT fk_pricelistdetail_pricelist FOREIGN KEY (pricelistid) REFERENCES pricelist (pricelistid);
ALTER TABLE pricelistdetail ADD CONSTRAINT fk_pricelistdetail_item FOREIGN KEY (itemid) REFERENCES items (itemid);
ALTER TABLE salesorder ADD CONSTRAINT fk_salesorder_saleschannel FOREIGN KEY (saleschannelid) REFERENCES saleschannel (saleschannelid);
ALTER TABLE salesorder ADD CONSTRAINT fk_salesorder_store FOREIGN KEY (storeid) REFERENCES store (storeid);
ALTER TABLE salesorder ADD CONSTRAINT fk_salesorder_salesrep FOREIGN KEY (salesrepid) REFERENCES salesrep (salesrepid);
ALTER TABLE customer ADD CONSTRAINT fk_customer_salesrep FOREIGN KEY (salesrepid) REFERENCES salesrep (salesrepid);
ALTER TABLE customer ADD CONSTRAINT fk_customer_territory FOREIGN KEY (territoryid) REFERENCES salesterritory (territoryid);

COMMENT ON TABLE unitofmeasure IS 'Units like EA (Each), YD (Yard), LB (Pound)';
COMMENT ON TABLE itemtype IS 'Raw Material, Component, Finished Good';
COMMENT ON TABLE transactiontype IS 'Types of inventory transactions';
COMMENT ON TABLE items IS 'All products (raw materials, components, finished goods)';
COMMENT ON TABLE billofmaterials IS 'Multi-level product structure';
COMMENT ON TABLE warehouse IS 'Storage locations';
COMMENT ON TABLE workcenter IS 'Production work centers';
COMMENT ON TABLE supplier IS 'Vendor information';
COMMENT ON TABLE customer IS 'Customer information';
COMMENT ON TABLE inventory IS 'Current inventory levels by warehouse';
COMMENT ON TABLE inventorytransaction IS 'All inventory movements';
COMMENT ON TABLE purchaseorder IS 'Purchasing';
COMMENT ON TABLE purchaseorderdetail IS 'Purchasing';
COMMENT ON TABLE productionorder IS 'Production';
COMMENT ON TABLE productionordermaterial IS 'Production';
COMMENT ON TABLE productioncompletion IS 'Production';
COMMENT ON TABLE salesorder IS 'Sales';
COMMENT ON TABLE salesorderdetail IS 'Sales';
COMMENT ON TABLE qualityinspection IS 'Quality control records';
COMMENT ON TABLE saleschannel IS 'Sales channels (Retail, Online, Wholesale)';
COMMENT ON TABLE store IS 'Retail store locations';
COMMENT ON TABLE salesterritory IS 'Geographic sales territories';
COMMENT ON TABLE salesrep IS 'Sales representatives';
COMMENT ON TABLE salesreturn IS 'Product returns and refunds';
COMMENT ON TABLE salesreturndetail IS 'Product returns and refunds';
COMMENT ON TABLE salesquote IS 'Sales quotations';
COMMENT ON TABLE salesquotedetail IS 'Sales quotations';
COMMENT ON TABLE promotion IS 'Promotional campaigns';
COMMENT ON TABLE pricelist IS 'Channel-specific pricing';
COMMENT ON TABLE pricelistdetail IS 'Channel-specific pricing';
COMMENT ON COLUMN billofmaterials.scraprate IS 'Percentage';
COMMENT ON COLUMN billofmaterials.bomlevel IS '0 = top level, increases for sub-components';
COMMENT ON COLUMN inventorytransaction.referencetype IS 'PO, SO, WO, ADJ, etc.';
COMMENT ON COLUMN supplier.rating IS '0.00 to 5.00';
COMMENT ON COLUMN purchaseorder.status IS 'Draft, Submitted, Confirmed, Shipped, Received, Cancelled';
COMMENT ON COLUMN workcenter.capacity IS 'Units per day';
COMMENT ON COLUMN productionorder.itemid IS 'What we''re producing';
COMMENT ON COLUMN productionorder.status IS 'Planned, Released, InProgress, Completed, Cancelled';
COMMENT ON COLUMN productionorder.priority IS '1 = Highest, 10 = Lowest';
COMMENT ON COLUMN qualityinspection.inspectiontype IS 'Incoming, In-Process, Final';
COMMENT ON COLUMN qualityinspection.referencetype IS 'PO, WO, etc.';
COMMENT ON COLUMN salesorder.status IS 'Draft, Confirmed, InProduction, Shipped, Delivered, Cancelled';
COMMENT ON COLUMN customer.customertype IS 'Retail, Wholesale, Online';
COMMENT ON COLUMN salesreturn.status IS 'Pending, Approved, Received, Refunded, Denied';
COMMENT ON COLUMN salesreturndetail.disposition IS 'Restock, Scrap, Repair, RMA';
COMMENT ON COLUMN salesquote.status IS 'Draft, Sent, Accepted, Declined, Expired';
COMMENT ON COLUMN promotion.applicablechannels IS 'CSV: RETAIL,ONLINE,WHOLESALE';

-- REPORT 1: Sales Performance by Channel (07-sales-reports.sql)
CREATE VIEW vw_sales_bychannel AS
SELECT
    sc.channelcode,
    sc.channelname,
    CAST(EXTRACT(YEAR FROM so.orderdate) AS integer) AS year,
    CAST(EXTRACT(MONTH FROM so.orderdate) AS integer) AS month,
    CAST(EXTRACT(QUARTER FROM so.orderdate) AS integer) AS quarter,
    COUNT(DISTINCT so.salesorderid) AS ordercount,
    COUNT(DISTINCT so.customerid) AS uniquecustomers,
    SUM(so.subtotal) AS grosssales,
    SUM(so.discountamount) AS totaldiscounts,
    SUM(so.netamount) AS netsales,
    AVG(so.netamount) AS avgordervalue,
    SUM(CASE WHEN so.status = 'Delivered' THEN so.netamount ELSE 0 END) AS deliveredsales,
    SUM(CASE WHEN so.status IN ('Confirmed', 'InProduction', 'Shipped') THEN so.netamount ELSE 0 END) AS pipelinesales,
    CAST(AVG(so.discountamount * 100.0 / NULLIF(so.subtotal, 0)) AS numeric(5,2)) AS avgdiscountpercent
FROM salesorder so
INNER JOIN saleschannel sc ON so.saleschannelid = sc.saleschannelid
GROUP BY
    sc.channelcode,
    sc.channelname,
    EXTRACT(YEAR FROM so.orderdate),
    EXTRACT(MONTH FROM so.orderdate),
    EXTRACT(QUARTER FROM so.orderdate);

-- REPORT 2: Store Performance Report
CREATE VIEW vw_sales_storeperformance AS
SELECT
    s.storecode,
    s.storename,
    s.city,
    s.state,
    sc.channelname,
    s.manager,
    COUNT(DISTINCT so.salesorderid) AS totalorders,
    COUNT(DISTINCT so.customerid) AS uniquecustomers,
    SUM(so.subtotal) AS grosssales,
    SUM(so.discountamount) AS totaldiscounts,
    SUM(so.netamount) AS netsales,
    AVG(so.netamount) AS avgordervalue,
    SUM(CASE WHEN so.status = 'Delivered' THEN 1 ELSE 0 END) AS completedorders,
    CAST(SUM(CASE WHEN so.status = 'Delivered' THEN 1 ELSE 0 END) * 100.0 /
        NULLIF(COUNT(so.salesorderid), 0) AS numeric(5,2)) AS completionrate,
    MIN(so.orderdate) AS firstsale,
    MAX(so.orderdate) AS lastsale,
    (MAX(so.orderdate) - MIN(so.orderdate)) + 1 AS daysactive,
    SUM(so.netamount) / NULLIF((MAX(so.orderdate) - MIN(so.orderdate)) + 1, 0) AS avgdailysales
FROM store s
LEFT JOIN salesorder so ON s.storeid = so.storeid
LEFT JOIN saleschannel sc ON s.saleschannelid = sc.saleschannelid
GROUP BY
    s.storecode,
    s.storename,
    s.city,
    s.state,
    sc.channelname,
    s.manager;

-- REPORT 3: Sales Representative Performance
CREATE VIEW vw_sales_repperformance AS
SELECT
    sr.employeecode,
    sr.firstname || ' ' || sr.lastname AS salesrepname,
    st.territoryname,
    st.region,
    COUNT(DISTINCT so.salesorderid) AS totalorders,
    COUNT(DISTINCT so.customerid) AS uniquecustomers,
    SUM(so.subtotal) AS grosssales,
    SUM(so.discountamount) AS totaldiscounts,
    SUM(so.netamount) AS netsales,
    AVG(so.netamount) AS avgordervalue,
    SUM(CASE WHEN so.status = 'Delivered' THEN so.netamount ELSE 0 END) AS deliveredsales,
    CAST(TRUNC(AVG(so.shipdate - so.orderdate)) AS numeric(10,1)) AS avgdaystoship,
    COUNT(DISTINCT sq.quoteid) AS quotescreated,
    SUM(CASE WHEN sq.status = 'Accepted' THEN 1 ELSE 0 END) AS quotesaccepted,
    CAST(SUM(CASE WHEN sq.status = 'Accepted' THEN 1 ELSE 0 END) * 100.0 /
        NULLIF(COUNT(DISTINCT sq.quoteid), 0) AS numeric(5,2)) AS quotewinrate,
    RANK() OVER (ORDER BY SUM(so.netamount) DESC NULLS LAST) AS salesrank
FROM salesrep sr
LEFT JOIN salesterritory st ON sr.territoryid = st.territoryid
LEFT JOIN salesorder so ON sr.salesrepid = so.salesrepid
LEFT JOIN salesquote sq ON sr.salesrepid = sq.salesrepid
WHERE sr.isactive
GROUP BY
    sr.employeecode,
    sr.firstname,
    sr.lastname,
    st.territoryname,
    st.region;

-- REPORT 5: Product Sales Performance
CREATE VIEW vw_sales_productperformance AS
SELECT
    i.itemcode,
    i.itemname,
    COUNT(DISTINCT sod.salesorderid) AS ordercount,
    SUM(sod.quantity) AS totalunitssold,
    SUM(sod.netamount) AS totalrevenue,
    AVG(sod.unitprice) AS avgsellingprice,
    i.standardcost AS unitcost,
    AVG(sod.unitprice) - i.standardcost AS avggrossprofitperunit,
    SUM(sod.netamount - (sod.quantity * i.standardcost)) AS totalgrossprofit,
    CAST((AVG(sod.unitprice) - i.standardcost) * 100.0 / NULLIF(AVG(sod.unitprice), 0)
        AS numeric(5,2)) AS grossmarginpercent,
    AVG(sod.discountpercent) AS avgdiscountpercent,
    SUM(CASE WHEN sc.channelcode = 'RETAIL' THEN sod.quantity ELSE 0 END) AS retailunits,
    SUM(CASE WHEN sc.channelcode = 'ONLINE' THEN sod.quantity ELSE 0 END) AS onlineunits,
    SUM(CASE WHEN sc.channelcode = 'WHOLESALE' THEN sod.quantity ELSE 0 END) AS wholesaleunits,
    RANK() OVER (ORDER BY SUM(sod.quantity) DESC NULLS LAST) AS unitsalesrank,
    RANK() OVER (ORDER BY SUM(sod.netamount) DESC NULLS LAST) AS revenuerank,
    RANK() OVER (ORDER BY SUM(sod.netamount - (sod.quantity * i.standardcost)) DESC NULLS LAST) AS profitrank
FROM items i
INNER JOIN itemtype it ON i.itemtypeid = it.itemtypeid
LEFT JOIN salesorderdetail sod ON i.itemid = sod.itemid
LEFT JOIN salesorder so ON sod.salesorderid = so.salesorderid
LEFT JOIN saleschannel sc ON so.saleschannelid = sc.saleschannelid
WHERE it.typecode = 'FG' AND i.isactive
GROUP BY
    i.itemcode,
    i.itemname,
    i.standardcost;

-- REPORT 3: Inventory Valuation Report (03-manufacturing-reports.sql)
CREATE VIEW vw_inventoryvaluation AS
SELECT
    w.warehousecode,
    w.warehousename,
    t.typename AS itemtype,
    i.itemcode,
    i.itemname,
    inv.quantityonhand,
    inv.quantityallocated,
    inv.quantityavailable,
    u.unitcode,
    i.standardcost,
    inv.quantityonhand * i.standardcost AS inventoryvalue,
    inv.quantityavailable * i.standardcost AS availablevalue,
    inv.lastcountdate,
    CURRENT_DATE - CAST(inv.lastcountdate AS date) AS dayssincecount
FROM inventory inv
INNER JOIN items i ON inv.itemid = i.itemid
INNER JOIN itemtype t ON i.itemtypeid = t.itemtypeid
INNER JOIN unitofmeasure u ON i.unitid = u.unitid
INNER JOIN warehouse w ON inv.warehouseid = w.warehouseid
WHERE i.isactive;

COMMENT ON VIEW vw_sales_bychannel IS 'Sales Performance by Channel: Analyze sales across Retail, Online, and Wholesale channels with trends.';
COMMENT ON VIEW vw_sales_storeperformance IS 'Store Performance Report: Track individual retail store performance metrics.';
COMMENT ON VIEW vw_sales_repperformance IS 'Sales Representative Performance: Evaluate sales rep performance, territories, and quote conversion.';
COMMENT ON VIEW vw_sales_productperformance IS 'Product Sales Performance: Product-level sales metrics by channel with profitability.';
COMMENT ON VIEW vw_inventoryvaluation IS 'Inventory Valuation Report: Current inventory value by warehouse and item type.';
