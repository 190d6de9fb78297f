-- db2sample: IBM Db2's "SAMPLE" database, the classic sample of the Db2 manuals, of a
-- small computer services company ("Spiffy Computer Service Div."): 42 employees
-- (firstnme, midinit, lastname, a six-character empno '000010', a three-character
-- workdept 'D11', a four-digit phone extension, hire and birth dates, a job code in
-- capitals 'DESIGNER', an education level, sex 'M'/'F', yearly salary, bonus and
-- commission), 14 departments in a tree (admrdept) with managers (mgrno), 20 projects
-- (responsible employee, estimated staffing, start and end dates, a major project), 18
-- activities, the activities of each project (projact) and who works on which activity of
-- which project for which share of their time (empprojact); an older organisation too:
-- 8 offices by division and city (org) and their 35 staff (a single last name in
-- mixed case, 'Mgr'/'Sales'/'Clerk', years of service, salary, commission, NULL for
-- managers); 41 sales counts by day, sales person (a last name in capitals) and Canadian
-- region of 1995-1996 (sales); a class schedule (cl_sched); three e-mails (in_tray);
-- and 11 of the original's views. See bench/realdb/README.md.
-- Source: github.com/IBM/db2-samples, commit 23a61f9
-- (23a61f9be5187d98c4dd4c0546382cbb5b3fd820; the file last changed in 8e4bb17, "First
-- drop of samples from 11.5.0"): c/dbsample.sqc, the embedded-SQL C program that creates
-- the sample database (the DDL and every row, as strings passed to EXECUTE IMMEDIATE;
-- cpp/dbsample.sqC holds the same statements).
-- License: Apache License 2.0 (the repository's LICENSE); the file itself states
-- "(c) Copyright IBM Corp. 2007 All rights reserved. ... You may use, copy, modify, and
-- distribute the Sample in any form without payment to IBM".
-- Converted to PostgreSQL: schema public; table and column names as the original's in
-- lower case (cl_sched's "DAY" as day); CHAR(n) as character(n), VARCHAR(n) as varchar(n),
-- DECIMAL/DEC(p,s) as numeric(p,s), SMALLINT/INTEGER, DATE, TIME and TIMESTAMP as the
-- same; the original's primary keys, foreign keys (with their names and ON DELETE
-- rules), CHECK and indexes; keys the original does not declare, ours: primary keys of
-- org (deptnumb) and staff (id), staff.dept -> org, org.manager -> staff and
-- empprojact.empno -> employee. Left out: EMP_PHOTO and EMP_RESUME (photos and resumes,
-- all NULL in this program), the aliases DEPT, EMP, PROJ, EMPACT and EMP_ACT (in the
-- views replaced by their tables), the eight views that only repeat a table's columns
-- (VDEPT, VHDEPT, VEMP, VPROJ, VACT, VPROJACT, VEMPPROJACT, VEMPLP), the grants. The
-- other 11 views as the original's, VALUE() as coalesce(). Dates written '12/31/1995'
-- and timestamps '1988-12-25-17.12.30.000000' in the original as ISO dates and
-- timestamps; the e-mail texts as the C compiler makes them (its line continuations
-- join the lines, so the texts have no line breaks). The original declares no COMMENT ON
-- texts. Every row of the 11 tables kept (324 rows; EMP_PHOTO's and EMP_RESUME's 16 rows,
-- whose photos and resumes are NULL here, left out with their tables).
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SET client_min_messages = warning;

CREATE TABLE org (
    deptnumb            smallint NOT NULL,
    deptname            varchar(14),
    manager             smallint,
    division            varchar(10),
    location            varchar(13),
    CONSTRAINT org_pkey PRIMARY KEY (deptnumb)
);

CREATE TABLE staff (
    id                  smallint NOT NULL,
    name                varchar(9),
    dept                smallint,
    job                 character(5),
    years               smallint,
    salary              numeric(7,2),
    comm                numeric(7,2),
    CONSTRAINT staff_pkey PRIMARY KEY (id)
);

CREATE TABLE department (
    deptno              character(3) NOT NULL,
    deptname            varchar(36) NOT NULL,
    mgrno               character(6),
    admrdept            character(3) NOT NULL,
    location            character(16),
    CONSTRAINT department_pkey PRIMARY KEY (deptno)
);

CREATE TABLE employee (
    empno               character(6) NOT NULL,
    firstnme            varchar(12) NOT NULL,
    midinit             character(1) NOT NULL,
    lastname            varchar(15) NOT NULL,
    workdept            character(3),
    phoneno             character(4),
    hiredate            date,
    job                 character(8),
    edlevel             smallint NOT NULL,
    sex                 character(1),
    birthdate           date,
    salary              numeric(9,2),
    bonus               numeric(9,2),
    comm                numeric(9,2),
    CONSTRAINT employee_pkey PRIMARY KEY (empno),
    CONSTRAINT number CHECK (phoneno >= '0000' AND phoneno <= '9999')
);

CREATE TABLE act (
    actno               smallint NOT NULL,
    actkwd              character(6) NOT NULL,
    actdesc             varchar(20) NOT NULL,
    CONSTRAINT act_pkey PRIMARY KEY (actno)
);

CREATE TABLE project (
    projno              character(6) NOT NULL,
    projname            varchar(24) NOT NULL DEFAULT '',
    deptno              character(3) NOT NULL,
    respemp             character(6) NOT NULL,
    prstaff             numeric(5,2),
    prstdate            date,
    prendate            date,
    majproj             character(6),
    CONSTRAINT project_pkey PRIMARY KEY (projno)
);

CREATE TABLE projact (
    projno              character(6) NOT NULL,
    actno               smallint NOT NULL,
    acstaff             numeric(5,2),
    acstdate            date NOT NULL,
    acendate            date,
    CONSTRAINT projact_pkey PRIMARY KEY (projno, actno, acstdate)
);

CREATE TABLE empprojact (
    empno               character(6) NOT NULL,
    projno              character(6) NOT NULL,
    actno               smallint NOT NULL,
    emptime             numeric(5,2),
    emstdate            date,
    emendate            date
);

CREATE TABLE sales (
    sales_date          date,
    sales_person        varchar(15),
    region              varchar(15),
    sales               integer
);

CREATE TABLE cl_sched (
    class_code          character(7),
    day                 smallint,
    starting            time,
    ending              time
);

CREATE TABLE in_tray (
    received            timestamp,
    source              character(8),
    subject             character(64),
    note_text           varchar(3000)
);

COPY org (deptnumb, deptname, manager, division, location) FROM stdin;
10	Head Office	160	Corporate	New York
15	New England	50	Eastern	Boston
20	Mid Atlantic	10	Eastern	Washington
38	South Atlantic	30	Eastern	Atlanta
42	Great Lakes	100	Midwest	Chicago
51	Plains	140	Midwest	Dallas
66	Pacific	270	Western	San Francisco
84	Mountain	290	Western	Denver
\.

COPY staff (id, name, dept, job, years, salary, comm) FROM stdin;
10	Sanders	20	Mgr	7	18357.50	\N
20	Pernal	20	Sales	8	18171.25	612.45
30	Marenghi	38	Mgr	5	17506.75	\N
40	O'Brien	38	Sales	6	18006.00	846.55
50	Hanes	15	Mgr	10	20659.80	\N
60	Quigley	38	Sales	\N	16808.30	650.25
70	Rothman	15	Sales	7	16502.83	1152.00
80	James	20	Clerk	\N	13504.60	128.20
90	Koonitz	42	Sales	6	18001.75	1386.70
100	Plotz	42	Mgr	7	18352.80	\N
110	Ngan	15	Clerk	5	12508.20	206.60
120	Naughton	38	Clerk	\N	12954.75	180.00
130	Yamaguchi	42	Clerk	6	10505.90	75.60
140	Fraye	51	Mgr	6	21150.00	\N
150	Williams	51	Sales	6	19456.50	637.65
160	Molinare	10	Mgr	7	22959.20	\N
170	Kermisch	15	Clerk	4	12258.50	110.10
180	Abrahams	38	Clerk	3	12009.75	236.50
190	Sneider	20	Clerk	8	14252.75	126.50
200	Scoutten	42	Clerk	\N	11508.60	84.20
210	Lu	10	Mgr	10	20010.00	\N
220	Smith	51	Sales	7	17654.50	992.80
230	Lundquist	51	Clerk	3	13369.80	189.65
240	Daniels	10	Mgr	5	19260.25	\N
250	Wheeler	51	Clerk	6	14460.00	513.30
260	Jones	10	Mgr	12	21234.00	\N
270	Lea	66	Mgr	9	18555.50	\N
280	Wilson	66	Sales	9	18674.50	811.50
290	Quill	84	Mgr	10	19818.00	\N
300	Davis	84	Sales	5	15454.50	806.10
310	Graham	66	Sales	13	21000.00	200.30
320	Gonzales	66	Sales	4	16858.20	844.00
330	Burke	66	Clerk	1	10988.00	55.50
340	Edwards	84	Sales	7	17844.00	1285.00
350	Gafney	84	Clerk	5	13030.50	188.00
\.

COPY department (deptno, deptname, mgrno, admrdept, location) FROM stdin;
A00	SPIFFY COMPUTER SERVICE DIV.	000010	A00	\N
B01	PLANNING	000020	A00	\N
C01	INFORMATION CENTER	000030	A00	\N
D01	DEVELOPMENT CENTER	\N	A00	\N
D11	MANUFACTURING SYSTEMS	000060	D01	\N
D21	ADMINISTRATION SYSTEMS	000070	D01	\N
E01	SUPPORT SERVICES	000050	A00	\N
E11	OPERATIONS	000090	E01	\N
E21	SOFTWARE SUPPORT	000100	E01	\N
F22	BRANCH OFFICE F2	\N	E01	\N
G22	BRANCH OFFICE G2	\N	E01	\N
H22	BRANCH OFFICE H2	\N	E01	\N
I22	BRANCH OFFICE I2	\N	E01	\N
J22	BRANCH OFFICE J2	\N	E01	\N
\.

COPY employee (empno, firstnme, midinit, lastname, workdept, phoneno, hiredate, job, edlevel, sex, birthdate, salary, bonus, comm) FROM stdin;
000010	CHRISTINE	I	HAAS	A00	3978	1965-01-01	PRES	18	F	1933-08-24	52750.00	1000	4220
000020	MICHAEL	L	THOMPSON	B01	3476	1973-10-10	MANAGER	18	M	1948-02-02	41250.00	800	3300
000030	SALLY	A	KWAN	C01	4738	1975-04-05	MANAGER	20	F	1941-05-11	38250.00	800	3060
000050	JOHN	B	GEYER	E01	6789	1949-08-17	MANAGER	16	M	1925-09-15	40175.00	800	3214
000060	IRVING	F	STERN	D11	6423	1973-09-14	MANAGER	16	M	1945-07-07	32250.00	500	2580
000070	EVA	D	PULASKI	D21	7831	1980-09-30	MANAGER	16	F	1953-05-26	36170.00	700	2893
000090	EILEEN	W	HENDERSON	E11	5498	1970-08-15	MANAGER	16	F	1941-05-15	29750.00	600	2380
000100	THEODORE	Q	SPENSER	E21	0972	1980-06-19	MANAGER	14	M	1956-12-18	26150.00	500	2092
000110	VICENZO	G	LUCCHESSI	A00	3490	1958-05-16	SALESREP	19	M	1929-11-05	46500.00	900	3720
000120	SEAN	 	O'CONNELL	A00	2167	1963-12-05	CLERK	14	M	1942-10-18	29250.00	600	2340
000130	DELORES	M	QUINTANA	C01	4578	1971-07-28	ANALYST	16	F	1925-09-15	23800.00	500	1904
000140	HEATHER	A	NICHOLLS	C01	1793	1976-12-15	ANALYST	18	F	1946-01-19	28420.00	600	2274
000150	BRUCE	 	ADAMSON	D11	4510	1972-02-12	DESIGNER	16	M	1947-05-17	25280.00	500	2022
000160	ELIZABETH	R	PIANKA	D11	3782	1977-10-11	DESIGNER	17	F	1955-04-12	22250.00	400	1780
000170	MASATOSHI	J	YOSHIMURA	D11	2890	1978-09-15	DESIGNER	16	M	1951-01-05	24680.00	500	1974
000180	MARILYN	S	SCOUTTEN	D11	1682	1973-07-07	DESIGNER	17	F	1949-02-21	21340.00	500	1707
000190	JAMES	H	WALKER	D11	2986	1974-07-26	DESIGNER	16	M	1952-06-25	20450.00	400	1636
000200	DAVID	 	BROWN	D11	4501	1966-03-03	DESIGNER	16	M	1941-05-29	27740.00	600	2217
000210	WILLIAM	T	JONES	D11	0942	1979-04-11	DESIGNER	17	M	1953-02-23	18270.00	400	1462
000220	JENNIFER	K	LUTZ	D11	0672	1968-08-29	DESIGNER	18	F	1948-03-19	29840.00	600	2387
000230	JAMES	J	JEFFERSON	D21	2094	1966-11-21	CLERK	14	M	1935-05-30	22180.00	400	1774
000240	SALVATORE	M	MARINO	D21	3780	1979-12-05	CLERK	17	M	1954-03-31	28760.00	600	2301
000250	DANIEL	S	SMITH	D21	0961	1969-10-30	CLERK	15	M	1939-11-12	19180.00	400	1534
000260	SYBIL	P	JOHNSON	D21	8953	1975-09-11	CLERK	16	F	1936-10-05	17250.00	300	1380
000270	MARIA	L	PEREZ	D21	9001	1980-09-30	CLERK	15	F	1953-05-26	27380.00	500	2190
000280	ETHEL	R	SCHNEIDER	E11	8997	1967-03-24	OPERATOR	17	F	1936-03-28	26250.00	500	2100
000290	JOHN	R	PARKER	E11	4502	1980-05-30	OPERATOR	12	M	1946-07-09	15340.00	300	1227
000300	PHILIP	X	SMITH	E11	2095	1972-06-19	OPERATOR	14	M	1936-10-27	17750.00	400	1420
000310	MAUDE	F	SETRIGHT	E11	3332	1964-09-12	OPERATOR	12	F	1931-04-21	15900.00	300	1272
000320	RAMLAL	V	MEHTA	E21	9990	1965-07-07	FILEREP	16	M	1932-08-11	19950.00	400	1596
000330	WING	 	LEE	E21	2103	1976-02-23	FILEREP	14	M	1941-07-18	25370.00	500	2030
000340	JASON	R	GOUNOT	E21	5698	1947-05-05	FILEREP	16	M	1926-05-17	23840.00	500	1907
200010	DIAN	J	HEMMINGER	A00	3978	1965-01-01	SALESREP	18	F	1933-08-14	46500.00	1000	4220
200120	GREG		ORLANDO	A00	2167	1972-05-05	CLERK	14	M	1942-10-18	29250.00	600	2340
200140	KIM	N	NATZ	C01	1793	1976-12-15	ANALYST	18	F	1946-01-19	28420.00	600	2274
200170	KIYOSHI		YAMAMOTO	D11	2890	1978-09-15	DESIGNER	16	M	1951-01-05	24680.00	500	1974
200220	REBA	K	JOHN	D11	0672	1968-08-29	DESIGNER	18	F	1948-03-19	29840.00	600	2387
200240	ROBERT	M	MONTEVERDE	D21	3780	1979-12-05	CLERK	17	M	1954-03-31	28760.00	600	2301
200280	EILEEN	R	SCHWARTZ	E11	8997	1967-03-24	OPERATOR	17	F	1936-03-28	26250.00	500	2100
200310	MICHELLE	F	SPRINGER	E11	3332	1964-09-12	OPERATOR	12	F	1931-04-21	15900.00	300	1272
200330	HELENA		WONG	E21	2103	1976-02-23	FIELDREP	14	F	1941-07-18	25370.00	500	2030
200340	ROY	R	ALONZO	E21	5698	1947-05-05	FIELDREP	16	M	1926-05-17	23840.00	500	1907
\.

COPY act (actno, actkwd, actdesc) FROM stdin;
10	MANAGE	MANAGE/ADVISE
20	ECOST	ESTIMATE COST
30	DEFINE	DEFINE SPECS
40	LEADPR	LEAD PROGRAM/DESIGN
50	SPECS	WRITE SPECS
60	LOGIC	DESCRIBE LOGIC
70	CODE	CODE PROGRAMS
80	TEST	TEST PROGRAMS
90	ADMQS	ADM QUERY SYSTEM
100	TEACH	TEACH CLASSES
110	COURSE	DEVELOP COURSES
120	STAFF	PERS AND STAFFING
130	OPERAT	OPER COMPUTER SYS
140	MAINT	MAINT SOFTWARE SYS
150	ADMSYS	ADM OPERATING SYS
160	ADMDB	ADM DATA BASES
170	ADMDC	ADM DATA COMM
180	DOC	DOCUMENT
\.

COPY project (projno, projname, deptno, respemp, prstaff, prstdate, prendate, majproj) FROM stdin;
AD3100	ADMIN SERVICES	D01	000010	6.50	1982-01-01	1983-02-01	\N
AD3110	GENERAL ADMIN SYSTEMS	D21	000070	6.00	1982-01-01	1983-02-01	AD3100
AD3111	PAYROLL PROGRAMMING	D21	000230	2.00	1982-01-01	1983-02-01	AD3110
AD3112	PERSONNEL PROGRAMMING	D21	000250	1.00	1982-01-01	1983-02-01	AD3110
AD3113	ACCOUNT PROGRAMMING	D21	000270	2.00	1982-01-01	1983-02-01	AD3110
IF1000	QUERY SERVICES	C01	000030	2.00	1982-01-01	1983-02-01	\N
IF2000	USER EDUCATION	C01	000030	1.00	1982-01-01	1983-02-01	\N
MA2100	WELD LINE AUTOMATION	D01	000010	12.00	1982-01-01	1983-02-01	\N
MA2110	W L PROGRAMMING	D11	000060	9.00	1982-01-01	1983-02-01	MA2100
MA2111	W L PROGRAM DESIGN	D11	000220	2.00	1982-01-01	1982-12-01	MA2110
MA2112	W L ROBOT DESIGN	D11	000150	3.00	1982-01-01	1982-12-01	MA2110
MA2113	W L PROD CONT PROGS	D11	000160	3.00	1982-02-15	1982-12-01	MA2110
OP1000	OPERATION SUPPORT	E01	000050	6.00	1982-01-01	1983-02-01	\N
OP1010	OPERATION	E11	000090	5.00	1982-01-01	1983-02-01	OP1000
OP2000	GEN SYSTEMS SERVICES	E01	000050	5.00	1982-01-01	1983-02-01	\N
OP2010	SYSTEMS SUPPORT	E21	000100	4.00	1982-01-01	1983-02-01	OP2000
OP2011	SCP SYSTEMS SUPPORT	E21	000320	1.00	1982-01-01	1983-02-01	OP2010
OP2012	APPLICATIONS SUPPORT	E21	000330	1.00	1982-01-01	1983-02-01	OP2010
OP2013	DB/DC SUPPORT	E21	000340	1.00	1982-01-01	1983-02-01	OP2010
PL2100	WELD LINE PLANNING	B01	000020	1.00	1982-01-01	1982-09-15	MA2100
\.

COPY projact (projno, actno, acstdate) FROM stdin;
AD3100	10	1982-01-01
AD3110	10	1982-01-01
AD3111	60	1982-01-01
AD3111	60	1982-03-15
AD3111	70	1982-03-15
AD3111	80	1982-04-15
AD3111	180	1982-10-15
AD3111	70	1982-02-15
AD3111	80	1982-09-15
AD3112	60	1982-01-01
AD3112	60	1982-02-01
AD3112	60	1983-01-01
AD3112	70	1982-02-01
AD3112	70	1982-03-15
AD3112	70	1982-08-15
AD3112	80	1982-08-15
AD3112	80	1982-10-15
AD3112	180	1982-08-15
AD3113	70	1982-06-15
AD3113	70	1982-07-01
AD3113	80	1982-01-01
AD3113	80	1982-03-01
AD3113	180	1982-03-01
AD3113	180	1982-04-15
AD3113	180	1982-06-01
AD3113	60	1982-03-01
AD3113	60	1982-04-01
AD3113	60	1982-09-01
AD3113	70	1982-09-01
AD3113	70	1982-10-15
IF1000	10	1982-06-01
IF1000	90	1982-10-01
IF1000	100	1982-10-01
IF2000	10	1982-01-01
IF2000	100	1982-01-01
IF2000	100	1982-03-01
IF2000	110	1982-03-01
IF2000	110	1982-10-01
MA2100	10	1982-01-01
MA2100	20	1982-01-01
MA2110	10	1982-01-01
MA2111	50	1982-01-01
MA2111	60	1982-06-15
MA2111	40	1982-01-01
MA2112	60	1982-01-01
MA2112	180	1982-07-15
MA2112	70	1982-06-01
MA2112	70	1982-01-01
MA2112	80	1982-10-01
MA2113	60	1982-07-15
MA2113	80	1982-01-01
MA2113	70	1982-04-01
MA2113	80	1982-10-01
MA2113	180	1982-10-01
OP1000	10	1982-01-01
OP1010	10	1982-01-01
OP1010	130	1982-01-01
OP2010	10	1982-01-01
OP2011	140	1982-01-01
OP2011	150	1982-01-01
OP2012	140	1982-01-01
OP2012	160	1982-01-01
OP2013	140	1982-01-01
OP2013	170	1982-01-01
PL2100	30	1982-01-01
\.

COPY empprojact (empno, projno, actno, emptime, emstdate, emendate) FROM stdin;
000010	AD3100	10	0.5	1982-01-01	1982-07-01
000070	AD3110	10	1.0	1982-01-01	1983-02-01
000230	AD3111	60	1.0	1982-01-01	1982-03-15
000230	AD3111	60	0.5	1982-03-15	1982-04-15
000230	AD3111	70	0.5	1982-03-15	1982-10-15
000230	AD3111	80	0.5	1982-04-15	1982-10-15
000230	AD3111	180	0.5	1982-10-15	1983-01-01
000240	AD3111	70	1.0	1982-02-15	1982-09-15
000240	AD3111	80	1.0	1982-09-15	1983-01-01
000250	AD3112	60	1.0	1982-01-01	1982-02-01
000250	AD3112	60	0.5	1982-02-01	1982-03-15
000250	AD3112	60	1.0	1983-01-01	1983-02-01
000250	AD3112	70	0.5	1982-02-01	1982-03-15
000250	AD3112	70	1.0	1982-03-15	1982-08-15
000250	AD3112	70	0.25	1982-08-15	1982-10-15
000250	AD3112	80	0.25	1982-08-15	1982-10-15
000250	AD3112	80	0.50	1982-10-15	1982-12-01
000250	AD3112	180	0.50	1982-08-15	1983-01-01
000260	AD3113	70	0.50	1982-06-15	1982-07-01
000260	AD3113	70	1.00	1982-07-01	1983-02-01
000260	AD3113	80	1.00	1982-01-01	1982-03-01
000260	AD3113	80	0.50	1982-03-01	1982-04-15
000260	AD3113	180	0.50	1982-03-01	1982-04-15
000260	AD3113	180	1.00	1982-04-15	1982-06-01
000260	AD3113	180	1.00	1982-06-01	1982-07-01
000270	AD3113	60	0.50	1982-03-01	1982-04-01
000270	AD3113	60	1.00	1982-04-01	1982-09-01
000270	AD3113	60	0.25	1982-09-01	1982-10-15
000270	AD3113	70	0.75	1982-09-01	1982-10-15
000270	AD3113	70	1.00	1982-10-15	1983-02-01
000270	AD3113	80	1.00	1982-01-01	1982-03-01
000270	AD3113	80	0.50	1982-03-01	1982-04-01
000030	IF1000	10	0.50	1982-06-01	1983-01-01
000130	IF1000	90	1.00	1982-10-01	1983-01-01
000130	IF1000	100	0.50	1982-10-01	1983-01-01
000140	IF1000	90	0.50	1982-10-01	1983-01-01
000030	IF2000	10	0.50	1982-01-01	1983-01-01
000140	IF2000	100	1.00	1982-01-01	1982-03-01
000140	IF2000	100	0.50	1982-03-01	1982-07-01
000140	IF2000	110	0.50	1982-03-01	1982-07-01
000140	IF2000	110	0.50	1982-10-01	1983-01-01
000010	MA2100	10	0.50	1982-01-01	1982-11-01
000110	MA2100	20	1.00	1982-01-01	1983-03-01
000010	MA2110	10	1.00	1982-01-01	1983-02-01
000200	MA2111	50	1.00	1982-01-01	1982-06-15
000200	MA2111	60	1.00	1982-06-15	1983-02-01
000220	MA2111	40	1.00	1982-01-01	1983-02-01
000150	MA2112	60	1.00	1982-01-01	1982-07-15
000150	MA2112	180	1.00	1982-07-15	1983-02-01
000170	MA2112	60	1.00	1982-01-01	1983-06-01
000170	MA2112	70	1.00	1982-06-01	1983-02-01
000190	MA2112	70	1.00	1982-01-01	1982-10-01
000190	MA2112	80	1.00	1982-10-01	1983-10-01
000160	MA2113	60	1.00	1982-07-15	1983-02-01
000170	MA2113	80	1.00	1982-01-01	1983-02-01
000180	MA2113	70	1.00	1982-04-01	1982-06-15
000210	MA2113	80	0.50	1982-10-01	1983-02-01
000210	MA2113	180	0.50	1982-10-01	1983-02-01
000050	OP1000	10	0.25	1982-01-01	1983-02-01
000090	OP1010	10	1.00	1982-01-01	1983-02-01
000280	OP1010	130	1.00	1982-01-01	1983-02-01
000290	OP1010	130	1.00	1982-01-01	1983-02-01
000300	OP1010	130	1.00	1982-01-01	1983-02-01
000310	OP1010	130	1.00	1982-01-01	1983-02-01
000050	OP2010	10	0.75	1982-01-01	1983-02-01
000100	OP2010	10	1.00	1982-01-01	1983-02-01
000320	OP2011	140	0.75	1982-01-01	1983-02-01
000320	OP2011	150	0.25	1982-01-01	1983-02-01
000330	OP2012	140	0.25	1982-01-01	1983-02-01
000330	OP2012	160	0.75	1982-01-01	1983-02-01
000340	OP2013	140	0.50	1982-01-01	1983-02-01
000340	OP2013	170	0.50	1982-01-01	1983-02-01
000020	PL2100	30	1.00	1982-01-01	1982-09-15
\.

COPY sales (sales_date, sales_person, region, sales) FROM stdin;
1995-12-31	LUCCHESSI	Ontario-South	1
1995-12-31	LEE	Ontario-South	3
1995-12-31	LEE	Quebec	1
1995-12-31	LEE	Manitoba	2
1995-12-31	GOUNOT	Quebec	1
1996-03-29	LUCCHESSI	Ontario-South	3
1996-03-29	LUCCHESSI	Quebec	1
1996-03-29	LEE	Ontario-South	2
1996-03-29	LEE	Ontario-North	2
1996-03-29	LEE	Quebec	3
1996-03-29	LEE	Manitoba	5
1996-03-29	GOUNOT	Ontario-South	3
1996-03-29	GOUNOT	Quebec	1
1996-03-29	GOUNOT	Manitoba	7
1996-03-30	LUCCHESSI	Ontario-South	1
1996-03-30	LUCCHESSI	Quebec	2
1996-03-30	LUCCHESSI	Manitoba	1
1996-03-30	LEE	Ontario-South	7
1996-03-30	LEE	Ontario-North	3
1996-03-30	LEE	Quebec	7
1996-03-30	LEE	Manitoba	4
1996-03-30	GOUNOT	Ontario-South	2
1996-03-30	GOUNOT	Quebec	18
1996-03-30	GOUNOT	Manitoba	1
1996-03-31	LUCCHESSI	Manitoba	1
1996-03-31	LEE	Ontario-South	14
1996-03-31	LEE	Ontario-North	3
1996-03-31	LEE	Quebec	7
1996-03-31	LEE	Manitoba	3
1996-03-31	GOUNOT	Ontario-South	2
1996-03-31	GOUNOT	Quebec	1
1996-04-01	LUCCHESSI	Ontario-South	3
1996-04-01	LUCCHESSI	Manitoba	1
1996-04-01	LEE	Ontario-South	8
1996-04-01	LEE	Ontario-North	\N
1996-04-01	LEE	Quebec	8
1996-04-01	LEE	Manitoba	9
1996-04-01	GOUNOT	Ontario-South	3
1996-04-01	GOUNOT	Ontario-North	1
1996-04-01	GOUNOT	Quebec	3
1996-04-01	GOUNOT	Manitoba	7
\.

COPY cl_sched (class_code, day, starting, ending) FROM stdin;
042:BF	4	12:10:00	14:00:00
553:MJA	1	10:30:00	11:00:00
543:CWM	3	09:10:00	10:30:00
778:RES	2	12:10:00	14:00:00
044:HD	3	17:12:30	18:00:00
\.

COPY in_tray (received, source, subject, note_text) FROM stdin;
1988-12-25 17:12:30.000000	BADAMSON	FWD: Fantastic year! 4th Quarter Bonus.	To: JWALKER  Cc: QUINTANA, NICHOLLS    Jim,  Looks like our hard work has paid off. I have some good beer in the fridge if you want to come over to celebrate a bit. Delores and Heather, are you interested as well?    Bruce   <Forwarding from ISTERN>  Subject: FWD: Fantastic year! 4th Quarter Bonus.  To: Dept_D11   Congratulations on a job well done. Enjoy this year's bonus.   Irv    <Forwarding from CHAAS>  Subject: Fantastic year! 4th Quarter Bonus.  To: All_Managers    Our 4th quarter results are in. We pulled together as a team and exceeded our plan! I am pleased to announce a bonus this year of 18%. Enjoy the holidays.    Christine Haas
1988-12-23 08:53:58.000000	ISTERN	FWD: Fantastic year! 4th Quarter Bonus.	To: Dept_D11    Congratulations on a job well done. Enjoy this year's bonus.    Irv    <Forwarding from CHAAS>  Subject: Fantastic year! 4th Quarter Bonus.  To: All_Managers    Our 4th quarter results are in. We pulled together as a team and exceeded our plan! I am pleased to announce a bonus this year of 18%. Enjoy the holidays.    Christine Haas
1988-12-22 14:07:21.136421	CHAAS	Fantastic year! 4th Quarter Bonus.	To: All_Managers    Our 4th quarter results are in. We pulled together as a team and exceeded our plan! I am pleased to announce a bonus this year of 18%. Enjoy the holidays.    Christine Haas
\.
-- The original's foreign keys (names and ON DELETE rules as its ALTER TABLE statements)
ALTER TABLE department ADD CONSTRAINT rod FOREIGN KEY (admrdept)
    REFERENCES department (deptno) ON DELETE CASCADE;
ALTER TABLE department ADD CONSTRAINT rde FOREIGN KEY (mgrno)
    REFERENCES employee (empno) ON DELETE SET NULL;
ALTER TABLE employee ADD CONSTRAINT red FOREIGN KEY (workdept)
    REFERENCES department (deptno) ON DELETE SET NULL;
ALTER TABLE project ADD CONSTRAINT project_deptno_fkey FOREIGN KEY (deptno)
    REFERENCES department (deptno) ON DELETE RESTRICT;
ALTER TABLE project ADD CONSTRAINT project_respemp_fkey FOREIGN KEY (respemp)
    REFERENCES employee (empno) ON DELETE RESTRICT;
ALTER TABLE project ADD CONSTRAINT rpp FOREIGN KEY (majproj)
    REFERENCES project (projno) ON DELETE CASCADE;
ALTER TABLE projact ADD CONSTRAINT rpap FOREIGN KEY (projno)
    REFERENCES project (projno) ON DELETE RESTRICT;
ALTER TABLE projact ADD CONSTRAINT rpaa FOREIGN KEY (actno)
    REFERENCES act (actno) ON DELETE RESTRICT;
ALTER TABLE empprojact ADD CONSTRAINT repapa FOREIGN KEY (projno, actno, emstdate)
    REFERENCES projact (projno, actno, acstdate) ON DELETE RESTRICT;

-- Keys the original does not declare (ours)
ALTER TABLE staff ADD CONSTRAINT staff_dept_fkey FOREIGN KEY (dept)
    REFERENCES org (deptnumb);
ALTER TABLE org ADD CONSTRAINT org_manager_fkey FOREIGN KEY (manager)
    REFERENCES staff (id);
ALTER TABLE empprojact ADD CONSTRAINT empprojact_empno_fkey FOREIGN KEY (empno)
    REFERENCES employee (empno);

-- The original's indexes
CREATE INDEX xdept2 ON department (mgrno);
CREATE INDEX xdept3 ON department (admrdept);
CREATE INDEX xemp2 ON employee (workdept);
CREATE INDEX xproj2 ON project (respemp);
CREATE UNIQUE INDEX xact2 ON act (actkwd);

-- The original's views (the aliases DEPT, EMP and PROJ replaced by their tables)
CREATE VIEW vdepmg1 (deptno, deptname, mgrno, firstnme, midinit, lastname, admrdept) AS
SELECT ALL deptno, deptname, empno, firstnme, midinit, lastname, admrdept
FROM department LEFT OUTER JOIN employee ON mgrno = empno;

CREATE VIEW vempdpt1 (deptno, deptname, empno, frstinit, midinit, lastname, workdept) AS
SELECT ALL deptno, deptname, empno, substr(firstnme, 1, 1), midinit, lastname, workdept
FROM department RIGHT OUTER JOIN employee ON workdept = deptno;

CREATE VIEW vastrde1 (dept1no, dept1nam, emp1no, emp1fn, emp1mi, emp1ln, type2,
                      dept2no, dept2nam, emp2no, emp2fn, emp2mi, emp2ln) AS
SELECT ALL d1.deptno, d1.deptname, d1.mgrno, d1.firstnme, d1.midinit, d1.lastname, '1',
       d2.deptno, d2.deptname, d2.mgrno, d2.firstnme, d2.midinit, d2.lastname
FROM vdepmg1 d1, vdepmg1 d2
WHERE d1.deptno = d2.admrdept;

CREATE VIEW vastrde2 (dept1no, dept1nam, emp1no, emp1fn, emp1mi, emp1ln, type2,
                      dept2no, dept2nam, emp2no, emp2fn, emp2mi, emp2ln) AS
SELECT ALL d1.deptno, d1.deptname, d1.mgrno, d1.firstnme, d1.midinit, d1.lastname, '2',
       d1.deptno, d1.deptname, e2.empno, e2.firstnme, e2.midinit, e2.lastname
FROM vdepmg1 d1, employee e2
WHERE d1.deptno = e2.workdept;

CREATE VIEW vprojre1 (projno, projname, projdep, respemp, firstnme, midinit, lastname,
                      majproj) AS
SELECT ALL projno, projname, deptno, empno, firstnme, midinit, lastname, majproj
FROM project, employee
WHERE respemp = empno;

CREATE VIEW vpstrde1 (proj1no, proj1name, resp1no, resp1fn, resp1mi, resp1ln,
                      proj2no, proj2name, resp2no, resp2fn, resp2mi, resp2ln) AS
SELECT ALL p1.projno, p1.projname, p1.respemp, p1.firstnme, p1.midinit, p1.lastname,
       p2.projno, p2.projname, p2.respemp, p2.firstnme, p2.midinit, p2.lastname
FROM vprojre1 p1, vprojre1 p2
WHERE p1.projno = p2.majproj;

CREATE VIEW vpstrde2 (proj1no, proj1name, resp1no, resp1fn, resp1mi, resp1ln,
                      proj2no, proj2name, resp2no, resp2fn, resp2mi, resp2ln) AS
SELECT ALL p1.projno, p1.projname, p1.respemp, p1.firstnme, p1.midinit, p1.lastname,
       p1.projno, p1.projname, p1.respemp, p1.firstnme, p1.midinit, p1.lastname
FROM vprojre1 p1
WHERE NOT EXISTS (SELECT * FROM vprojre1 p2 WHERE p1.projno = p2.majproj);

CREATE VIEW vforpla (projno, projname, respemp, projdep, frstinit, midinit, lastname) AS
SELECT ALL f1.projno, projname, respemp, projdep, substr(firstnme, 1, 1), midinit, lastname
FROM vprojre1 f1 LEFT OUTER JOIN empprojact f2 ON f1.projno = f2.projno;

CREATE VIEW vstafac1 (projno, actno, actdesc, empno, firstnme, midinit, lastname,
                      emptime, stdate, endate, type) AS
SELECT ALL pa.projno, pa.actno, ac.actdesc, ' ', ' ', ' ', ' ',
       pa.acstaff, pa.acstdate, pa.acendate, '1'
FROM projact pa, act ac
WHERE pa.actno = ac.actno;

CREATE VIEW vstafac2 (projno, actno, actdesc, empno, firstnme, midinit, lastname,
                      emptime, stdate, endate, type) AS
SELECT ALL ep.projno, ep.actno, ac.actdesc, ep.empno, em.firstnme, em.midinit,
       em.lastname, ep.emptime, ep.emstdate, ep.emendate, '2'
FROM empprojact ep, act ac, employee em
WHERE ep.actno = ac.actno AND ep.empno = em.empno;

CREATE VIEW vphone (lastname, firstname, middleinitial, phonenumber, employeenumber,
                    deptnumber, deptname) AS
SELECT ALL lastname, firstnme, midinit, coalesce(phoneno, ' '), empno, deptno, deptname
FROM employee, department
WHERE workdept = deptno;
