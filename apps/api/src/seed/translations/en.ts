import type { DemoTranslations } from './demo-translations.ts'

/**
 * The demo content in English (issue 23): plain, patient-facing British-neutral English, translated from the
 * Turkish in `demo-content.ts` without adding claims the Turkish does not make (the health-promotion regulation
 * applies to every language). Numbers, durations and medical facts are kept as in the Turkish.
 */

const catalogs: DemoTranslations['catalogs'] = {
  diz: 'Knee Surgery',
  omuz: 'Shoulder Surgery',
  kalca: 'Hip Surgery',
  spor: 'Sports Injuries',
  el: 'Hand and Wrist Surgery',
  ayak: 'Foot and Ankle Surgery',
}

const categories: DemoTranslations['categories'] = {
  'spor-yaralanmalari': 'Sports Injuries',
  'eklem-sagligi': 'Joint Health',
  'ameliyat-sonrasi': 'Care After Surgery',
  'omurga-durus': 'Spine and Posture',
  'kirik-travma': 'Fractures and Trauma',
}

const operations: DemoTranslations['operations'] = {
  'Ön Çapraz Bağ Rekonstrüksiyonu': {
    title: 'Anterior Cruciate Ligament Reconstruction',
    slug: 'anterior-cruciate-ligament-reconstruction',
    shortDescription:
      "Reconstruction of a torn anterior cruciate ligament with a graft prepared from the patient's own tendon, using an arthroscopic technique. The aim is to relieve the feeling of the knee giving way and to protect the meniscus and cartilage.",
    fullContent: `<h2>What Is the Anterior Cruciate Ligament?</h2>
<p>The anterior cruciate ligament (ACL) is the main ligament inside the knee joint that connects the thigh bone (femur) to the shin bone (tibia) and limits both forward sliding of the shin bone and rotational movements. It most often tears during strains involving a sudden change of direction, landing from a jump or the knee twisting inwards, as in football, basketball and skiing. Patients describe feeling a “pop” at the moment of injury, followed by swelling of the knee within a short time.</p>
<h2>Who Is Surgery Recommended For?</h2>
<p>A torn anterior cruciate ligament does not heal on its own; however, not every tear needs surgery. The treatment decision is made by considering age, activity level, complaints of the knee giving way (instability) and any accompanying injuries together. Surgery comes to the fore particularly in the following situations:</p>
<ul>
<li>Active people who want to return to sports involving sudden turns and jumps</li>
<li>Patients whose knee gives way in daily life when going down stairs or turning</li>
<li>Cases where the ligament tear is accompanied by a repairable meniscus tear</li>
<li>Knees in which more than one ligament has been injured at the same time</li>
</ul>
<p>For less active patients whose knee does not give way, a physiotherapy programme based on muscle strengthening can also be a good option.</p>
<h2>How Is the Surgery Performed?</h2>
<p>The surgery is usually performed under spinal anaesthesia (given in the lower back) or general anaesthesia, <strong>using an arthroscopic (keyhole) technique</strong> through a few small incisions around the knee. For the new ligament, the patient's own hamstring tendons (at the back of the thigh), patellar tendon or quadriceps tendon are most commonly used. The prepared graft is passed through tunnels made in the thigh bone and shin bone and fixed with screws or suspension systems. The meniscus and cartilage are also assessed in the same session and treated if necessary.</p>
<h2>Recovery and Return to Sport</h2>
<p>Most patients start walking with crutches the day after surgery, putting weight on the leg as far as pain allows. In the first weeks the aims are to reduce swelling, to straighten the knee fully and to get the thigh muscles working again. Running usually starts at 3-4 months; return to contact sports and sports that require sudden turns is planned once strength and balance tests have been completed, at 9-12 months for most patients.</p>
<h2>Possible Risks</h2>
<p>As with any surgery, there are general risks such as infection, bleeding and deep vein thrombosis. In addition, knee stiffness, re-tear of the graft, numbness around the incision and pain at the front of the knee may occur. Taking part regularly in the rehabilitation programme plays an important role in reducing these risks.</p>
<p>If your knee feels as if it is giving way, or you have been injured during sport, you can book an <a href="/randevu">online appointment</a> for an examination and assessment.</p>`,
    seoKeywords:
      'anterior cruciate ligament, ACL surgery, cruciate ligament tear, arthroscopic ligament reconstruction, return to sport',
    seoDescription:
      'What is anterior cruciate ligament reconstruction, who is it recommended for and how is it performed? Recovery, return to sport and possible risks.',
  },
  'Artroskopik Menisküs Tamiri': {
    title: 'Arthroscopic Meniscus Repair',
    slug: 'arthroscopic-meniscus-repair',
    shortDescription:
      "Preserving a torn meniscus by stitching it with a closed (arthroscopic) technique instead of removing it. In suitable tears, it aims to maintain the knee's load-bearing and shock-absorbing function.",
    fullContent: `<h2>The Meniscus and Meniscus Tears</h2>
<p>The menisci are two C-shaped cartilage cushions in the knee joint, between the thigh bone and the shin bone. They spread the load evenly across the joint surface, absorb impact and protect the cartilage. In young people a meniscus usually tears when the knee twists during sport; in older people, because the tissue has worn, it can tear even after a simple squat. Pain, swelling, catching and locking of the knee are the most common complaints.</p>
<h2>Why Is Repair Preferred?</h2>
<p>Removing the torn part of the meniscus (partial meniscectomy) can quickly reduce symptoms; however, the more tissue is removed, the greater the load on the joint cartilage and the higher the risk of osteoarthritis later on. For this reason, <strong>preserving the meniscus in tears that can be repaired</strong> is the first aim. The tears most suitable for repair are:</p>
<ul>
<li>Tears close to the outer edge of the meniscus, where the blood supply is good</li>
<li>New (acute) tears in young and active patients</li>
<li>Tears that accompany an anterior cruciate ligament tear</li>
<li>Tears in the root region, where the meniscus attaches to the bone</li>
</ul>
<h2>How Is the Surgery Performed?</h2>
<p>The procedure is performed with a camera through two or three small incisions in the knee. The edges of the tear are cleaned and prepared for healing; then, depending on the location and type of the tear, the meniscus is stitched using special suture systems placed from inside the joint or with the help of small additional incisions. The operation usually takes around an hour, and patients generally go home the same day or the next day.</p>
<h2>After the Surgery</h2>
<p>The first weeks are important for the stitched tissue to heal. Depending on the type of tear, you may be asked to wear a knee brace for 4-6 weeks, to limit weight-bearing and not to bend the knee beyond a certain angle. Deep squatting is not recommended for several months. Once muscle strength has been regained with physiotherapy, return to sport is usually possible at 4-6 months.</p>
<h2>Possible Risks</h2>
<p>Part of the repaired meniscus may not heal as expected, and a second arthroscopy may be needed later on. Apart from this, infection, deep vein thrombosis, knee stiffness and numbness caused by irritation of small nerve branches near the stitches may occur, although rarely.</p>
<p>If your knee catches or locks, you can <a href="/randevu">make an appointment</a> to have your meniscus assessed.</p>`,
    seoKeywords: 'meniscus repair, meniscus tear, arthroscopy, knee surgery, meniscal suture',
    seoDescription:
      'Which tears are treated with arthroscopic meniscus repair, how is the surgery performed and how does recovery progress? Detailed information.',
  },
  'Total Diz Protezi': {
    title: 'Total Knee Replacement',
    slug: 'total-knee-replacement',
    shortDescription:
      'Covering the worn joint surfaces with metal and special plastic components in advanced knee osteoarthritis. It aims to reduce pain and to increase walking ability.',
    fullContent: `<h2>What Is a Total Knee Replacement?</h2>
<p>A total knee replacement (total knee arthroplasty) means removing the surfaces of a knee joint worn down by osteoarthritis, rheumatic diseases or old injuries and replacing them with metal alloy components, with a high-strength plastic (polyethylene) spacer placed between them. In fact it is not a “knee swap” but a resurfacing of the joint surfaces; the ligaments and muscles around the knee are preserved.</p>
<h2>Who Is It Suitable For?</h2>
<p>The decision to have a knee replacement is based not only on the X-ray but on the patient's symptoms and quality of life. It is generally considered in the following situations:</p>
<ul>
<li>Knee pain that does not go away with rest and wakes you from sleep at night</li>
<li>Marked difficulty walking short distances, climbing stairs and sitting down or getting up</li>
<li>Symptoms that continue despite medication, exercise, weight loss and injections into the joint</li>
<li>Increasing deformity (crookedness) of the knee and restricted movement</li>
</ul>
<h2>How Is the Surgery Performed?</h2>
<p>The surgery is usually performed under spinal anaesthesia and takes about 1-2 hours. The joint is opened through an incision on the front of the knee, and the worn cartilage and the thin layer of bone beneath it are shaped with special cutting blocks. The implant components are then fitted to the thigh bone and shin bone, and the alignment of the leg and the balance of the ligaments are adjusted. If considered necessary, the back surface of the kneecap is also resurfaced.</p>
<h2>Recovery</h2>
<p>Patients usually stand up with a walking frame, with a physiotherapist, on the day of surgery or the next day. The hospital stay is usually 2-4 days. For the first 6 weeks, support from a walking frame or a walking stick, regular exercises and treatment to prevent blood clots are continued. Most daily activities are resumed within 6-12 weeks; the feeling that the knee has fully “settled in” develops over a period of several months to a year.</p>
<h2>Possible Risks</h2>
<p>The main risks are infection, deep vein thrombosis and pulmonary embolism, knee stiffness, wound-healing problems and, in the long term, loosening of the implant. Injuries to blood vessels and nerves are rare. Today the great majority of knee replacements can be used without problems for many years; however, the outcome also depends on the patient's general health and on their taking part in rehabilitation.</p>
<p>If knee pain is limiting your daily life, you can <a href="/randevu">book an appointment</a> to go through the treatment options together.</p>`,
    seoKeywords:
      'total knee replacement, knee replacement surgery, knee osteoarthritis, knee arthrosis, recovery after knee replacement',
    seoDescription:
      'Who is total knee replacement for, how is the surgery performed and how long does recovery take? Information on knee replacement for knee osteoarthritis.',
  },
  'Yüksek Tibial Osteotomi (Diz Dizilim Düzeltme Ameliyatı)': {
    title: 'High Tibial Osteotomy (Knee Realignment Surgery)',
    slug: 'high-tibial-osteotomy-knee-realignment-surgery',
    shortDescription:
      'A corrective operation that shifts load to the healthy part of the knee in young and active patients with bow legs and osteoarthritis limited to the inner part of the knee.',
    fullContent: `<h2>What Is High Tibial Osteotomy?</h2>
<p>High tibial osteotomy (HTO) corrects the alignment of the leg by making a controlled cut in the shin bone just below the knee. In people with “bow-legged” (varus) alignment, body weight is concentrated on the inner compartment of the knee, and the cartilage in this compartment wears faster. The osteotomy shifts the load towards the outer compartment, where the cartilage is healthier.</p>
<h2>Who Is It Suitable For?</h2>
<ul>
<li>Patients whose osteoarthritis is limited to the inner compartment of the knee</li>
<li>People who are generally under 60 years of age and want to keep leading an active life</li>
<li>Knees with a good range of motion and no ligament insufficiency</li>
<li>Patients who need their alignment corrected to improve the success of meniscus or cartilage surgery</li>
</ul>
<p>Because smoking delays bone healing, stopping smoking before surgery is recommended.</p>
<h2>How Is the Surgery Performed?</h2>
<p>Before surgery, the amount of correction is planned in detail on an X-ray of the whole leg. Through an incision on the upper inner surface of the shin bone, the bone is cut while a thin bridge of bone at the back is preserved, and it is opened to the planned angle. The resulting gap is fixed with a special locking plate and screws. If necessary, the meniscus and cartilage are also assessed by arthroscopy in the same session.</p>
<h2>Recovery</h2>
<p>To allow the bone to heal, partial weight-bearing with crutches is recommended for the first 4-6 weeks; this period may vary with the patient's bone quality and the fixation method used. Bone healing is usually complete in 2-3 months. Knee movement and muscle-strengthening exercises are started early; most patients return to activities such as walking, cycling and swimming at 3-6 months.</p>
<h2>Possible Risks</h2>
<p>The main risks are delayed healing or non-healing (non-union) of the bone, loss of correction, infection and deep vein thrombosis. If the plate causes discomfort under the skin, it can be removed once the bone has healed. An osteotomy does not prevent a knee replacement from being carried out in the future.</p>
<p>If you have bow legs and pain on the inner side of your knee, you can <a href="/randevu">book an appointment</a> to discuss the treatment that suits you.</p>`,
    seoKeywords: 'high tibial osteotomy, HTO, bow legs, varus knee, knee osteoarthritis, realignment',
    seoDescription:
      'How are bow legs and osteoarthritis of the inner compartment of the knee treated with high tibial osteotomy? Suitable patients, surgery and recovery.',
  },
  'Diz Kapağı Çıkığında MPFL Rekonstrüksiyonu': {
    title: 'MPFL Reconstruction for Kneecap Dislocation',
    slug: 'mpfl-reconstruction-for-kneecap-dislocation',
    shortDescription:
      'In recurrent kneecap (patella) dislocation, reconstruction with a new graft of the ligament that holds the kneecap from the inner side.',
    fullContent: `<h2>Why Does the Kneecap Dislocate?</h2>
<p>The kneecap (patella) moves by gliding in a groove on the front of the thigh bone. The medial patellofemoral ligament (MPFL) is the most important structure holding the kneecap from the inner side and stopping it from sliding outwards. Usually in young people, the kneecap dislocates outwards when the bent knee twists inwards, and the MPFL is usually torn when this happens. A shallow groove, a high-riding kneecap and loose joints increase the risk of dislocation.</p>
<h2>Who Is It Recommended For?</h2>
<p>After a first dislocation, most patients are treated with physiotherapy. Surgery is generally recommended in the following situations:</p>
<ul>
<li>Kneecap dislocation that has happened two or more times</li>
<li>A piece of cartilage or bone that broke off during the dislocation and is lying loose in the joint</li>
<li>A constant feeling, in daily life or in sport, that the kneecap is about to slip out</li>
</ul>
<h2>How Is the Surgery Performed?</h2>
<p>First the inside of the joint is assessed by arthroscopy, and any loose fragments are removed or fixed back in place. Then a graft, usually prepared from one of the patient's own hamstring tendons, is placed through small incisions between the inner edge of the kneecap and the anatomical point on the thigh bone, and fixed. If there is a marked abnormality in the shape of the bones, an additional procedure that moves the bony prominence at the top of the shin bone (tibial tubercle transfer) may be needed.</p>
<h2>Recovery</h2>
<p>In the first weeks, you walk in a knee brace, putting weight on the leg as far as pain allows. The knee's range of motion is increased step by step with a physiotherapist. Light running usually starts after the 3rd month; full return to sport is possible when muscle strength and balance have reached a sufficient level, usually around the 6th month.</p>
<h2>Possible Risks</h2>
<p>Knee stiffness, pain at the front of the knee, infection and, rarely, a fracture of the kneecap or a new dislocation may occur. Placing the graft at the correct point and fixing it with balanced tension are decisive for the outcome.</p>
<p>If your kneecap has dislocated before and you are worried that it will happen again, you can <a href="/randevu">book an appointment</a> for an assessment.</p>`,
    seoKeywords:
      'kneecap dislocation, patellar dislocation, MPFL reconstruction, patellar instability, kneecap slipping',
    seoDescription:
      'How is MPFL reconstruction performed for recurrent kneecap dislocation, and who is it recommended for? Information on recovery and return to sport.',
  },
  'Aşil Tendonu Tamiri': {
    title: 'Achilles Tendon Repair',
    slug: 'achilles-tendon-repair',
    shortDescription:
      'Joining the ends of a ruptured Achilles tendon by stitching them through an open incision or small incisions. It aims to restore the push-off strength of the ankle.',
    fullContent: `<h2>What Is an Achilles Tendon Rupture?</h2>
<p>The Achilles tendon, which connects the calf muscles to the heel bone, is the strongest tendon in the body. Rupture is most common between the ages of 30 and 50, in people who do not exercise regularly, during sports that require sudden bursts of speed such as five-a-side football, basketball or tennis. Patients often describe it as “I thought someone had kicked me from behind”. Being unable to rise onto the toes and a gap at the back of the heel are typical findings.</p>
<h2>Treatment Options</h2>
<p>For an Achilles tendon rupture, non-surgical (functional) treatment and surgical treatment are considered side by side. In non-surgical treatment, the foot is held in a special boot with the toes pointing down, and the tendon is allowed to heal on its own with a step-by-step programme. Surgical treatment comes to the fore particularly in active athletes, in cases where the diagnosis was delayed and where the gap between the tendon ends is large. The decision is made together, taking into account the patient's expectations and general health.</p>
<h2>How Is the Surgery Performed?</h2>
<p>The surgery is usually performed under spinal or regional anaesthesia, with the patient lying face down. The tendon ends are joined with special strong stitches, either through an incision at the back of the heel or through a few small incisions (percutaneous technique). The tension of the tendon is adjusted by comparing it with the healthy leg.</p>
<h2>Recovery</h2>
<ol>
<li><strong>First 2 weeks:</strong> The foot is kept in a splint or boot with the toes pointing down, and wound healing is monitored.</li>
<li><strong>Weeks 2-8:</strong> Weight is put on the foot step by step in a boot with heel-raising wedges; the wedges are reduced over time.</li>
<li><strong>Weeks 8-12:</strong> The boot is removed, and calf muscle strength and ankle movement are built up with physiotherapy.</li>
<li><strong>Months 4-6 and after:</strong> Light running starts; full return to sport is usually possible at 6-9 months.</li>
</ol>
<h2>Possible Risks</h2>
<p>Because the skin at the back of the heel is thin, wound-healing problems and infection are risks that need attention. Re-rupture of the tendon, numbness on the outer edge of the foot (sural nerve involvement) and deep vein thrombosis may also occur. Smoking increases the risk of wound problems.</p>
<p>If you have had sudden pain and loss of strength at the back of your heel, it is important to be assessed without delay; you can apply through our <a href="/randevu">online appointment</a> page.</p>`,
    seoKeywords:
      'Achilles tendon rupture, Achilles tendon repair, Achilles surgery, heel pain, sports injury',
    seoDescription:
      'Information on surgical and non-surgical treatment of Achilles tendon rupture, how the surgery is performed and recovery week by week.',
  },
  'Artroskopik Rotator Manşet Tamiri': {
    title: 'Arthroscopic Rotator Cuff Repair',
    slug: 'arthroscopic-rotator-cuff-repair',
    shortDescription:
      'Reattaching a torn rotator cuff tendon, which moves and stabilises the shoulder, to the bone using a closed (arthroscopic) technique.',
    fullContent: `<h2>What Is the Rotator Cuff?</h2>
<p>The rotator cuff is made up of four muscles and their tendons, which surround the head of the upper arm bone and provide both movement and stability of the shoulder. These tendons, especially the supraspinatus tendon, can wear with age or tear during a fall or heavy lifting. Pain and weakness when raising the arm to the side and upwards, and being unable to lie on the affected shoulder, are the most common complaints.</p>
<h2>Who Needs Surgery?</h2>
<p>Many partial and wear-related tears improve with physiotherapy, exercise and pain control. Surgery is mainly recommended in the following situations:</p>
<ul>
<li>New tears after a fall or strain that cause loss of strength</li>
<li>Full-thickness tears in young and active patients</li>
<li>Pain and weakness that continue despite 3-6 months of regular physiotherapy</li>
</ul>
<p>Because full-thickness tears can get larger over time and the muscle tissue can undergo changes that are difficult to reverse, it is important not to put off the treatment decision.</p>
<h2>How Is the Surgery Performed?</h2>
<p>The surgery is performed under general anaesthesia, usually with an additional nerve block. Through a few small incisions around the shoulder, using a camera and fine instruments, the torn tendon is freed, the bone surface it will attach to is prepared and the tendon is fixed back to the bone with small screws called <strong>suture anchors</strong>. If necessary, the biceps tendon and structures inside the joint are treated in the same session.</p>
<h2>Recovery</h2>
<p>It takes time for the tendon to heal onto the bone. For the first 4-6 weeks the arm is kept in a sling and only the passive movements recommended by the physiotherapist are done. Active movements follow, and strengthening exercises start from the 3rd month. Most daily activities are resumed in 3-4 months, while heavy work and overhead sports may take 6 months or longer.</p>
<h2>Possible Risks</h2>
<p>There are risks of shoulder stiffness, re-tear and infection, and the general risks of anaesthesia. A re-tear is more likely with large tears, in older age and in smokers. Rehabilitation carried out patiently and regularly is one of the most important parts of the outcome.</p>
<p>If shoulder pain wakes you at night or you find it hard to raise your arm, you can <a href="/randevu">book an appointment</a> for an examination.</p>`,
    seoKeywords:
      'rotator cuff tear, rotator cuff repair, shoulder arthroscopy, shoulder pain, supraspinatus tear',
    seoDescription:
      'When is arthroscopic repair needed for a rotator cuff tear, and how is it performed? Information on recovery and risks after shoulder surgery.',
  },
  'Omuz Çıkığı (Bankart) Ameliyatı': {
    title: 'Shoulder Dislocation (Bankart) Surgery',
    slug: 'shoulder-dislocation-bankart-surgery',
    shortDescription:
      'In recurrent shoulder dislocation, stitching back into place, arthroscopically, the cartilage ring (labrum) and ligaments that have come away from the edge of the joint socket.',
    fullContent: `<h2>What Is a Bankart Lesion?</h2>
<p>The shoulder has the widest range of motion of any joint in the body, and for this reason it is the joint that dislocates most often. When the shoulder dislocates forwards, the cartilage ring (labrum) around the edge of the joint socket (glenoid) and the joint ligaments attached to it often come away from the socket. This injury is called a <em>Bankart lesion</em>. Especially in young people and those who play contact sports, the likelihood of the shoulder dislocating again after the first dislocation is high.</p>
<h2>Who Is It Suitable For?</h2>
<ul>
<li>Patients whose shoulder has dislocated two or more times</li>
<li>Young athletes in high-risk sports who have had a first dislocation</li>
<li>People who feel that their shoulder is about to come out when they move the arm up and back</li>
</ul>
<p>If a significant amount of bone has been lost from the joint socket, repairing the soft tissues alone may not be enough; in this case, options such as a bone block transfer (Latarjet procedure) are considered. For this reason, a detailed assessment with MRI and, if necessary, computed tomography (CT) is carried out before surgery.</p>
<h2>How Is the Surgery Performed?</h2>
<p>The surgery is performed arthroscopically under general anaesthesia, through small incisions around the shoulder. The detached labrum and ligaments are freed and fixed back in place with small suture anchors placed on the edge of the joint socket, and the stretched joint capsule is brought to the right tension.</p>
<h2>Recovery</h2>
<p>The arm is kept in a sling for about 3-4 weeks; during this time, elbow, hand and wrist exercises and controlled shoulder movements are done. Range of motion and muscle strength are then regained step by step with physiotherapy. Return to non-contact sports is at 3-4 months, and to contact sports and overhead sports generally at 5-6 months.</p>
<h2>Possible Risks</h2>
<p>A new dislocation, restricted outward rotation (external rotation) of the shoulder, stiffness and infection are the main problems that may occur. Nerve injuries are rare. In the first months after surgery, avoiding movements that strain the shoulder is important to protect the repair.</p>
<p>If your shoulder keeps dislocating, you can <a href="/randevu">book an appointment</a> to plan the surgical or non-surgical treatment that suits you.</p>`,
    seoKeywords:
      'shoulder dislocation, Bankart surgery, recurrent shoulder dislocation, labral tear, shoulder arthroscopy',
    seoDescription:
      'Who is arthroscopic Bankart surgery for in recurrent shoulder dislocation, how is it performed and how long does return to sport take? Find out more.',
  },
  'Ters Total Omuz Protezi': {
    title: 'Reverse Total Shoulder Replacement',
    slug: 'reverse-total-shoulder-replacement',
    shortDescription:
      'For arthritic shoulders in which the rotator cuff is damaged beyond repair: a special implant in which the ball and socket of the joint swap places, aiming to reduce pain and make it possible to raise the arm.',
    fullContent: `<h2>What Is a Reverse Shoulder Replacement?</h2>
<p>In a normal shoulder, the ball is at the end of the upper arm bone and the socket is on the shoulder blade. In a reverse total shoulder replacement this arrangement is reversed: a hemispherical ball is fitted to the shoulder blade and a socket to the upper arm bone. This design allows the large deltoid muscle over the top of the shoulder to raise the arm in place of the damaged rotator cuff.</p>
<h2>Who Is It Suitable For?</h2>
<ul>
<li>Shoulder arthritis caused by a large rotator cuff tear that cannot be repaired (rotator cuff arthropathy)</li>
<li>Severe shoulder pain together with being unable to raise the arm</li>
<li>Fractures of the upper end of the upper arm bone in several pieces that are difficult to repair, in older patients</li>
<li>Some situations in which a previous shoulder replacement has failed</li>
</ul>
<h2>How Is the Surgery Performed?</h2>
<p>The surgery is performed under general anaesthesia and a nerve block, with the patient in a half-sitting position, and generally takes 1.5-2 hours. The joint is opened through an incision on the front of the shoulder, the socket on the shoulder blade and the head of the upper arm bone are prepared, and the implant components are fitted. Before surgery, the shape of the socket is planned in detail with computed tomography (CT).</p>
<h2>Recovery</h2>
<p>The arm is kept in a sling for about 4-6 weeks; during this time, hand, wrist and elbow movements are allowed freely. Physiotherapy restores passive movements first, then active movements. In most patients pain is markedly reduced and the ability to raise the arm forwards improves; however, turning the arm inwards and outwards may remain somewhat restricted. In the long term, avoiding heavy lifting and sports that strain the shoulder is recommended.</p>
<h2>Possible Risks</h2>
<p>The main risks are infection, dislocation of the implant, a stress fracture of the shoulder blade, nerve injury and, in the long term, loosening of the implant components. Regular check-ups allow possible problems to be noticed early.</p>
<p>If you have shoulder pain and cannot raise your arm, you can <a href="/randevu">book an appointment</a> to discuss your treatment options.</p>`,
    seoKeywords:
      'reverse shoulder replacement, shoulder replacement, rotator cuff arthropathy, shoulder osteoarthritis, shoulder fracture',
    seoDescription:
      'What is a reverse total shoulder replacement and who is it suitable for? Joint replacement for irreparable rotator cuff tears and shoulder osteoarthritis.',
  },
  'Total Kalça Protezi': {
    title: 'Total Hip Replacement',
    slug: 'total-hip-replacement',
    shortDescription:
      'Replacing the ball and socket of a damaged hip joint with artificial components. In advanced hip osteoarthritis, it aims to relieve pain and make movement easier.',
    fullContent: `<h2>What Is a Total Hip Replacement?</h2>
<p>The hip joint is made up of the head of the thigh bone (the ball) and the socket in the pelvis (the acetabulum). In a total hip replacement, a metal cup with a special liner inside is fitted into the worn socket, and a stem with a new ball on top is fitted into the canal of the thigh bone. In this way, rough and painful joint surfaces are replaced with artificial surfaces that glide smoothly over each other.</p>
<h2>Who Is It Suitable For?</h2>
<ul>
<li>Advanced hip osteoarthritis (coxarthrosis)</li>
<li>Loss of blood supply to the bone of the hip (avascular necrosis)</li>
<li>Early osteoarthritis caused by hip dislocation present from birth (developmental dysplasia of the hip)</li>
<li>Some fractures of the neck of the thigh bone in older people</li>
</ul>
<p>Pain in the groin and at the front of the thigh, difficulty putting on socks and tying shoelaces, limping and being unable to walk even short distances are common complaints.</p>
<h2>How Is the Surgery Performed?</h2>
<p>The surgery is usually performed under spinal anaesthesia and takes 1-2 hours. The hip can be reached from the front, the side or the back; the approach is chosen according to the patient's build and the surgeon's experience. The implant components are fixed to the bone either with bone cement or without cement, using special surfaces that allow the bone to grow into them. Leg length and the balance of the joint are checked during the operation.</p>
<h2>Recovery</h2>
<p>Patients usually get up on the day of surgery or the next day and start walking with a walking frame. The hospital stay is usually 2-3 days. A walking frame or crutches are used in the first weeks; depending on the approach used, you may be asked to avoid some movements for a while, such as crossing your legs or bending the hip too far. Returning to driving and to desk work is usually possible at 4-6 weeks.</p>
<h2>Possible Risks</h2>
<p>The main risks are infection, deep vein thrombosis, dislocation of the implant, a difference in leg length, a fracture around the implant and, in the long term, loosening. These risks can be considerably reduced by preparation before surgery, treatment to prevent blood clots and following the advice given after surgery.</p>
<p>If hip pain is affecting your walking and your sleep, you can book an <a href="/randevu">online appointment</a> for an assessment.</p>`,
    seoKeywords:
      'total hip replacement, hip replacement surgery, hip osteoarthritis, coxarthrosis, avascular necrosis',
    seoDescription:
      'Who is total hip replacement for, how is the surgery performed and how long does recovery take? Information on hip replacement for hip osteoarthritis.',
  },
  'Kalça Artroskopisi (Femoroasetabular Sıkışma Tedavisi)': {
    title: 'Hip Arthroscopy (Treatment for Femoroacetabular Impingement)',
    slug: 'hip-arthroscopy-treatment-for-femoroacetabular-impingement',
    shortDescription:
      'Treating impingement caused by bony bumps in the hip joint, and tears of the labrum, with a camera through small incisions.',
    fullContent: `<h2>What Is Femoroacetabular Impingement?</h2>
<p>Femoroacetabular impingement (FAI) is rubbing and pinching between the head of the thigh bone and the hip socket during movement, caused by small differences in the shape of the bones. There may be extra bone on the head of the thigh bone (cam type), too much cover at the rim of the socket (pincer type), or both together. Over time, the cartilage ring at the rim of the socket (labrum) can tear and the joint cartilage can be damaged.</p>
<h2>Who Is It Suitable For?</h2>
<p>Pain in the groin, especially when bending the hip and turning it inwards, and symptoms that get worse with sitting for a long time, getting out of a car and during sport are typical. Hip arthroscopy is considered for the following patients:</p>
<ul>
<li>Young and active people whose pain continues despite physiotherapy and changes to their activities</li>
<li>Patients whose imaging shows signs of impingement and a labral tear</li>
<li>Hips without advanced osteoarthritis in the joint</li>
</ul>
<p>In hips with advanced osteoarthritis the benefit of arthroscopy is limited; other treatment options are discussed with these patients.</p>
<h2>How Is the Surgery Performed?</h2>
<p>The surgery is performed under general anaesthesia on a special table, after the joint space has been opened by gently pulling on the leg in a controlled way (traction). The camera enters through two or three small incisions on the side of the hip; the torn labrum is repaired with suture anchors, and the bony bumps causing the impingement are shaved down and reshaped.</p>
<h2>Recovery</h2>
<p>For the first 2-4 weeks you walk with crutches, putting partial weight on the leg. The exercise bike and physiotherapy exercises are started early. Return to daily life takes place within a few weeks, while return to sport is usually planned at 3-6 months.</p>
<h2>Possible Risks</h2>
<p>Temporary numbness in the groin and thigh due to the traction, bone formation around the hip, symptoms that do not fully go away and, rarely, infection or deep vein thrombosis may occur.</p>
<p>You can <a href="/randevu">book an appointment</a> to find out the cause of your groin pain and to discuss the treatment options.</p>`,
    seoKeywords: 'hip arthroscopy, femoroacetabular impingement, FAI, labral tear, groin pain',
    seoDescription:
      'Hip arthroscopy for femoroacetabular impingement and hip labral tears: who is it suitable for, how is it performed and how does recovery progress?',
  },
  'Kalça Kırığı Cerrahisi': {
    title: 'Hip Fracture Surgery',
    slug: 'hip-fracture-surgery',
    shortDescription:
      'Treatment with a nail, screws or a joint replacement of fractures of the upper end of the thigh bone, which mostly happen in older people after a fall. It aims to get the patient back on their feet as soon as possible.',
    fullContent: `<h2>What Is a Hip Fracture?</h2>
<p>A hip fracture is a break in the upper part of the thigh bone, close to the hip joint. It is most common in older patients with bone thinning (osteoporosis), after a simple fall at home. Severe pain in the groin, being unable to stand on the leg and the leg looking shorter and turned outwards are typical findings.</p>
<h2>Why Is Early Surgery Recommended?</h2>
<p>Most hip fractures are treated with surgery. Staying in bed for a long time can lead to serious problems such as pneumonia, pressure sores, urinary tract infection and blood clots. For this reason, once the patient's general condition has been made suitable, <strong>surgery within the first 24-48 hours</strong> is recommended.</p>
<h2>Which Methods Are Used?</h2>
<ul>
<li><strong>Closed reduction and nailing:</strong> In fractures of the trochanteric region of the thigh bone, the fracture is fixed with a nail placed inside the bone.</li>
<li><strong>Screw fixation:</strong> In fractures of the neck of the thigh bone that have not moved out of place, the fracture can be held with a few screws.</li>
<li><strong>Partial or total hip replacement:</strong> In fractures of the neck of the thigh bone that have moved out of place, particularly in older age, the broken head of the bone is removed and a joint replacement is fitted.</li>
</ul>
<p>The method is chosen according to the location and type of the fracture, the patient's age, bone quality and how mobile the patient was before the fracture.</p>
<h2>Recovery</h2>
<p>The aim is for the patient to get up, with a physiotherapist, on the day after surgery. Walking with a walking frame starts soon afterwards. After going home, changes at home to prevent falls, home exercises and treatment of osteoporosis are important parts of recovery. Getting back to the level of walking before the fracture can take several months and may not be reached to the same degree by every patient.</p>
<h2>Possible Risks</h2>
<p>Because patients with a hip fracture are mostly elderly, risks such as heart and lung problems, temporary confusion (delirium), infection and blood clots are watched more closely. The fracture not healing, the fixation implant moving out of place or the joint replacement dislocating are also among the problems that may occur.</p>
<p>You can <a href="/randevu">book an appointment</a> for your relative's treatment after a fracture and for an assessment of their bone health.</p>`,
    seoKeywords:
      'hip fracture, hip fracture surgery, femoral neck fracture, fractures in older people, osteoporosis',
    seoDescription:
      'Why should a hip fracture in older people be operated on early? Nail, screw and joint replacement options, recovery and risks.',
  },
  'Karpal Tünel Sendromu Cerrahisi': {
    title: 'Carpal Tunnel Syndrome Surgery',
    slug: 'carpal-tunnel-syndrome-surgery',
    shortDescription:
      'Relieving the median nerve, which is trapped at the wrist, by cutting the ligament over it. It is usually done as a day case under local anaesthesia.',
    fullContent: `<h2>What Is Carpal Tunnel Syndrome?</h2>
<p>The carpal tunnel is a narrow channel on the palm side of the wrist, formed by the wrist bones and a thick ligament that covers them (the transverse carpal ligament). The tendons that bend the fingers and the median nerve pass through this channel. When the pressure inside the channel rises, the nerve is squeezed. Numbness and tingling in the thumb, index finger, middle finger and half of the ring finger, symptoms that wake you from sleep, especially at night, and clumsiness in fine tasks are typical.</p>
<h2>Who Needs Surgery?</h2>
<p>In mild cases, a night splint, changes in how the hand is used and, if necessary, an injection into the channel can reduce symptoms. Surgery is recommended in the following situations:</p>
<ul>
<li>Symptoms that continue or come back despite non-surgical treatment</li>
<li>Moderate or severe compression on a nerve conduction study (EMG)</li>
<li>Wasting and loss of strength in the muscles at the base of the thumb</li>
<li>Numbness that has become constant</li>
</ul>
<h2>How Is the Surgery Performed?</h2>
<p>The surgery is usually done under local anaesthesia, takes about 15-20 minutes and is carried out as a day case. The transverse carpal ligament is cut through a small incision in the lower part of the palm or with an endoscopic technique, taking the pressure off the nerve. The incision is closed with a few stitches and a light dressing is applied.</p>
<h2>Recovery</h2>
<p>You will be asked to start moving your fingers straight after the operation. In most patients, waking at night and tingling ease from the first days. The stitches are removed after 10-14 days. Tenderness in the palm and reduced grip strength improve over a few weeks to a few months. Where the nerve has been trapped for a long time and the muscles have wasted, the numbness may take longer to improve and may not go away completely.</p>
<h2>Possible Risks</h2>
<p>Tenderness at the scar, infection, symptoms that do not fully go away or that come back years later and, very rarely, injury to a nerve or blood vessel may occur.</p>
<p>If you have numbness in your hands and wake up at night because of it, you can <a href="/randevu">book an appointment</a> for an assessment.</p>`,
    seoKeywords:
      'carpal tunnel syndrome, carpal tunnel surgery, hand numbness, median nerve compression, hand surgery',
    seoDescription:
      'When is carpal tunnel syndrome surgery needed and how is it performed? Surgical treatment and recovery for numb hands and waking at night.',
  },
  'Tetik Parmak Ameliyatı': {
    title: 'Trigger Finger Surgery',
    slug: 'trigger-finger-surgery',
    shortDescription:
      'Releasing, through a small incision, the thickened tunnel in which the tendon that bends the finger gets caught, causing trigger finger.',
    fullContent: `<h2>What Is Trigger Finger?</h2>
<p>The tendons that bend the fingers move by gliding through tunnels of connective tissue in the palm called “pulleys”. When the first of these tunnels (the A1 pulley) thickens, or a swelling forms on the tendon, the tendon catches as it passes through the tunnel. The finger stays bent and, when it straightens, it suddenly “clicks” back like a trigger. Catching that is worse in the mornings, pain at the base of the finger in the palm and a tender lump are common.</p>
<h2>Treatment Options</h2>
<p>At first, resting the hand, a splint and a cortisone injection into the tendon sheath reduce symptoms in most patients. Surgery is recommended in the following situations:</p>
<ul>
<li>Catching that comes back despite an injection</li>
<li>The finger staying locked and having to be straightened with the other hand</li>
<li>Advanced cases in which the finger cannot be fully straightened</li>
</ul>
<h2>How Is the Surgery Performed?</h2>
<p>The procedure is done under local anaesthesia as a day case and takes a few minutes. Through a 1-2 cm incision in the palm at the level of the base of the finger, the thickened A1 pulley is cut so that the tendon can glide freely. During the operation the patient can move the finger and see that the catching has gone.</p>
<h2>Recovery</h2>
<p>Finger movements start on the day of surgery. Light daily tasks can be done within a few days. The stitches are removed after 10-14 days. Tenderness and mild swelling in the palm may last a few weeks; a finger that has been bent for a long time may need hand therapy to straighten fully.</p>
<h2>Possible Risks</h2>
<p>Infection, tenderness at the scar, finger stiffness and, very rarely, injury to a finger nerve or bowstringing of the tendon may occur.</p>
<p>If your finger catches or locks, you can <a href="/randevu">book an appointment</a> for an examination.</p>`,
    seoKeywords: 'trigger finger, trigger finger surgery, finger catching, A1 pulley release, hand surgery',
    seoDescription:
      'What causes trigger finger and when is surgery needed? Trigger finger surgery under local anaesthesia and recovery.',
  },
  'El Bileği (Distal Radius) Kırığı Cerrahisi': {
    title: 'Wrist (Distal Radius) Fracture Surgery',
    slug: 'wrist-distal-radius-fracture-surgery',
    shortDescription:
      'Fixing, with a plate and screws, fractures at the wrist end of the forearm bone that have moved out of place or that disrupt the joint surface.',
    fullContent: `<h2>What Is a Distal Radius Fracture?</h2>
<p>A distal radius fracture is a break at the wrist end of the thicker of the two forearm bones (the radius) and is one of the most common fractures. It usually happens after a fall onto the hand. In older people it can follow a simple fall because of bone thinning (osteoporosis); in young people it is seen after high-energy injuries such as sports injuries and road traffic accidents.</p>
<h2>Which Fractures Need Surgery?</h2>
<p>Fractures that have not moved out of place, or that can be set properly without an operation (closed reduction), can be treated with a cast or splint. Surgery is generally recommended in the following situations:</p>
<ul>
<li>Fractures that cannot be set without an operation or that slip again in the cast</li>
<li>Fractures that involve the joint surface and leave a step in it</li>
<li>Fractures in which the bone has become markedly shorter or angled</li>
<li>Open fractures and injuries with nerve or blood vessel problems</li>
</ul>
<h2>How Is the Surgery Performed?</h2>
<p>The surgery is usually carried out under a regional nerve block given in the armpit, which numbs the whole arm. Through an incision on the palm side of the wrist, the fracture is set and fixed with a locking plate shaped to fit the bone and screws. Other fixation methods may also be used, depending on the type of fracture. The procedure is done under fluoroscopy (X-ray during the operation).</p>
<h2>Recovery</h2>
<p>Finger movements start straight away. When the fixation is secure, wrist exercises begin after a short time in a splint, usually within the first 2 weeks. The fracture takes 6-8 weeks to heal; heavy loads should not be lifted during this time. Most of the grip strength and range of motion usually comes back within 3-6 months. In older patients, an assessment for osteoporosis is recommended.</p>
<h2>Possible Risks</h2>
<p>Irritation of the tendons by the plate, complex regional pain syndrome (in which swelling and pain in the hand last a long time), median nerve symptoms, restricted movement and infection may occur. The plate does not usually need to be removed unless it causes discomfort.</p>
<p>You can <a href="/randevu">book an appointment</a> to discuss your treatment options after a wrist fracture.</p>`,
    seoKeywords:
      'wrist fracture, distal radius fracture, wrist plate surgery, fracture treatment, hand surgery',
    seoDescription:
      'When is surgery needed for a wrist (distal radius) fracture? Information on plate fixation, recovery and possible risks.',
  },
  'Halluks Valgus (Bunyon) Ameliyatı': {
    title: 'Hallux Valgus (Bunion) Surgery',
    slug: 'hallux-valgus-bunion-surgery',
    shortDescription:
      'Treatment of hallux valgus, in which the big toe angles outwards and a bump forms on the inner side of the foot, with an operation that corrects the bone.',
    fullContent: `<h2>What Is Hallux Valgus?</h2>
<p>Hallux valgus is when the big toe angles towards the other toes and a prominent bump (bunion) forms on the inner side of the base of the big toe. Running in the family is the most important cause; shoes with narrow toes and high heels can make symptoms worse. Pain and redness over the bump, difficulty finding shoes and hammer toes in the other toes may occur.</p>
<h2>Who Is Surgery Recommended For?</h2>
<p>Wide, soft shoes, silicone protectors and suitable insoles can ease symptoms; however, they do not correct the deformity. Surgery is recommended not for appearance alone but in the following situations:</p>
<ul>
<li>Pain that continues despite suitable shoes</li>
<li>A worsening deformity and extra load on the other toes</li>
<li>Pain in the sole of the foot, under the bases of the toes (metatarsalgia)</li>
</ul>
<h2>How Is the Surgery Performed?</h2>
<p>The surgery is usually performed under spinal anaesthesia or an ankle block. Depending on the degree of deformity, controlled bone cuts (osteotomy) are made in the first metatarsal to bring the bone into the correct position, and it is fixed with small screws. Tight soft tissues around the joint are released and the bump is shaved down. In advanced and stiff cases, other correction methods or fusing the joint (arthrodesis) may be needed.</p>
<h2>Recovery</h2>
<p>After surgery, patients can usually walk from the first days in a special shoe that keeps weight off the front of the foot. This shoe is worn for about 6 weeks. Keeping the foot raised in the first weeks reduces swelling. The change to normal shoes starts at 6-8 weeks; it may take 3-6 months for the swelling in the foot to go down completely.</p>
<h2>Possible Risks</h2>
<p>The deformity coming back, stiffness in the big toe joint, slow bone healing, numbness in the toe, infection and pain caused by load shifting to the bases of the other toes are problems that may occur.</p>
<p>If the bump on your big toe is causing pain and problems with shoes, you can <a href="/randevu">book an appointment</a> for an assessment.</p>`,
    seoKeywords: 'hallux valgus, bunion, bump on the big toe, hallux valgus surgery, foot surgery',
    seoDescription:
      'Who is hallux valgus (bunion) surgery recommended for and how is it performed? Surgical treatment and recovery for a crooked big toe.',
  },
}

const blogs: DemoTranslations['blogs'] = {
  'Koşucularda Sık Görülen Sakatlıklar ve Korunma Yolları': {
    title: 'Common Running Injuries and How to Prevent Them',
    slug: 'common-running-injuries-and-how-to-prevent-them',
    shortDescription:
      'Running is one of the most accessible sports for a healthy life; however, poorly planned training can lead to injuries. We have put together the most common problems and ways to prevent them.',
    fullContent: `<p>Running is a sport that supports heart and circulatory health, helps with weight control and improves mood, and it needs no special equipment. However, most injuries in runners are caused not by a single impact but by small, repeated strains building up. Most of these injuries are linked to the training load being increased faster than the body can adapt to it.</p>
<h2>The Most Common Injuries</h2>
<ul>
<li><strong>Runner's knee (patellofemoral pain):</strong> Pain around the kneecap that gets worse especially when going down stairs and after sitting for a long time.</li>
<li><strong>Iliotibial band syndrome:</strong> A stabbing pain on the outer side of the knee that starts after a certain number of minutes of running.</li>
<li><strong>Shin pain (shin splints):</strong> Pain along the inner edge of the shin bone that gets worse with load.</li>
<li><strong>Achilles tendinitis:</strong> Pain and stiffness at the back of the heel, most noticeable with the first steps in the morning.</li>
<li><strong>Plantar fasciitis:</strong> A sharp pain under the heel, felt with the first steps after getting out of bed in the morning.</li>
<li><strong>Stress fractures:</strong> Pain at one specific spot in the long bones of the foot (metatarsals) or in the shin bone, which eases with rest but gets steadily worse with running.</li>
</ul>
<h2>Why Do Injuries Happen?</h2>
<p>Increasing your weekly distance or pace over a short time, not resting enough, weakness in the hip and thigh muscles, worn-out shoes and always running on hard surfaces are the most common causes. In beginners, muscles and tendons take longer to get used to the load than the bones and the heart and circulation do; so “feeling good” does not always mean being ready to increase the load.</p>
<h2>What Can You Do to Prevent Them?</h2>
<p>Increasing your weekly running distance by around ten per cent each week is a widely accepted practical approach. Doing strength work for the hip, thigh and calf muscles two days a week, with a dynamic warm-up before running and light stretching afterwards, reduces the risk of injury. Remember to replace your shoes at regular intervals depending on how much you use them, and to balance easy, moderate and hard training days.</p>
<h2>When Should You See a Doctor?</h2>
<p>Pain that does not go away despite a few days of rest, pain that makes you limp or continues at night, marked swelling and tenderness at a spot on the bone that you can point to with one finger are signs that need to be assessed. With stress fractures in particular, early diagnosis considerably shortens the recovery time.</p>
<blockquote>Carrying on running despite pain can turn a small problem into an injury that may last for weeks.</blockquote>
<p>If you have pain during or after running that does not go away, you can <a href="/randevu">book an appointment</a> for an assessment.</p>`,
    tags: ['Sport', 'Running', 'Knee', 'Ankle', 'Injury Prevention'],
    seoKeywords:
      "running injuries, runner's knee, plantar fasciitis, stress fracture, shin splints, injury prevention",
    seoDescription:
      "Common injuries in runners: runner's knee, shin pain, plantar fasciitis and stress fractures. Their causes and how to prevent them.",
  },
  'Menisküs Yırtığı Nedir? Belirtileri ve Tedavi Seçenekleri': {
    title: 'What Is a Meniscus Tear? Symptoms and Treatment Options',
    slug: 'what-is-a-meniscus-tear-symptoms-and-treatment-options',
    shortDescription:
      'Meniscus tears, one of the most common causes of knee pain, do not always need surgery. We explain the symptoms, how a tear is diagnosed and the treatment options.',
    fullContent: `<p>The menisci are two crescent-shaped cartilage structures in the knee, between the thigh bone and the shin bone. Each knee has an inner (medial) and an outer (lateral) meniscus. They spread the load evenly across the joint surface, absorb impact and contribute to the stability of the knee. For this reason, the health of the menisci is very important for the long-term health of the knee.</p>
<h2>How Does a Meniscus Tear?</h2>
<p>In young people, meniscus tears mostly happen in sports such as football and basketball, when the knee twists while the foot is planted on the ground. From the forties onwards, because the meniscus tissue has worn, a tear can also develop with simple movements such as squatting to pick something up from the floor or getting up from a squat. These wear-related tears are often seen together with early-stage osteoarthritis.</p>
<h2>What Are the Symptoms?</h2>
<ul>
<li>Pain on the inner or outer side of the knee, along the joint line</li>
<li>Swelling that develops within hours or a day of the injury</li>
<li>A feeling of catching in the knee, or the knee locking at a certain angle</li>
<li>Pain that gets worse when squatting, going down stairs and turning</li>
</ul>
<h2>How Is It Diagnosed?</h2>
<p>A detailed history and examination are the first step in diagnosis. During the examination, special tests put load on the meniscus to find the source of the pain. Magnetic resonance imaging (MRI) shows the location and shape of the tear and any accompanying ligament or cartilage damage. However, it is important to know that not every tear seen on MRI is responsible for the symptoms; wear-related tears can also be found, especially in older age, in people who have no symptoms at all.</p>
<h2>Treatment Options</h2>
<p>Many wear-related tears that do not cause locking improve with changes to activity, painkillers and a physiotherapy programme that focuses on strengthening the thigh muscles. Arthroscopic surgery is considered for tears that lock the knee, for traumatic tears in young patients and for symptoms that do not respond to non-surgical treatment. In surgery, the aim wherever possible is <strong>to preserve the meniscus by stitching it</strong>; parts that cannot be stitched are trimmed with as little loss of tissue as possible.</p>
<p>The right treatment for a meniscus tear is decided individually, according to the type of tear, your age, your activity level and the general condition of your knee. If you have pain, swelling or catching in your knee, you can book an <a href="/randevu">online appointment</a> for an examination.</p>`,
    tags: ['Knee', 'Meniscus', 'Sport', 'Arthroscopy'],
    seoKeywords:
      'meniscus tear, meniscus tear symptoms, knee pain, meniscus treatment, arthroscopy, knee MRI',
    seoDescription:
      'What is a meniscus tear, what are the symptoms and does every tear need surgery? Diagnosis and treatment options for meniscus tears.',
  },
  'Diz Protezi Sonrası İlk 6 Hafta: Adım Adım İyileşme Rehberi': {
    title: 'The First 6 Weeks After a Knee Replacement: A Step-by-Step Recovery Guide',
    slug: 'first-6-weeks-after-a-knee-replacement-step-by-step-recovery-guide',
    shortDescription:
      'The first six weeks after knee replacement surgery are the most important period in shaping the long-term outcome. We have summarised, week by week, what you need to pay attention to during this time.',
    fullContent: `<p>Once knee replacement surgery has gone well, the real work begins with the rehabilitation period, in which the patient also plays an active part. The first six weeks are when the knee's range of motion is regained, the muscles begin to get stronger again and the foundations for returning to daily life are laid. The information below gives a general framework; for your own programme, follow the advice of the surgeon who operated on you and of your physiotherapist.</p>
<h2>The First Days in Hospital</h2>
<p>Most patients get up with a walking frame on the day of surgery or the next day. Regular medication for pain control, medication to prevent blood clots and ankle pumping exercises are given. Being able to straighten the knee fully is one of the most important goals of this period; for this reason, you are advised not to put a pillow under the knee.</p>
<h2>Weeks 1-2: First Steps at Home</h2>
<ul>
<li>Walk around the house several times a day, in short spells.</li>
<li>Do the exercises you have been taught regularly, 2-3 times a day.</li>
<li>To reduce swelling, keep your leg raised above the level of your heart and apply cold at the recommended intervals.</li>
<li>Keep your wound dry and clean; keep track of when your dressing is due to be changed and your stitches removed.</li>
</ul>
<h2>Weeks 3-6: The Strengthening Phase</h2>
<p>In this period the aims are to gradually increase how far the knee bends, to strengthen the thigh muscles and to walk longer distances. Most patients move from a walking frame to a walking stick during these weeks. An exercise bike can be added to the programme with the physiotherapist's approval. By the end of the sixth week, being able to bend the knee to about 90 degrees or more is a commonly set target; however, progress is not equally fast for everyone.</p>
<h2>Symptoms to Watch For</h2>
<p>Symptoms such as increasing redness of the wound, discharge, fever, a painful swelling in the calf or sudden shortness of breath need urgent assessment. In such cases, contact your doctor or the nearest healthcare facility without waiting.</p>
<blockquote>Recovery after a joint replacement is like a marathon: small exercises done regularly every day are worth much more than a few days of intense work.</blockquote>
<p>By the end of the first six weeks, most patients can move around the house independently and manage much of their daily routine. You can <a href="/randevu">book an appointment</a> for your follow-up examination or with any questions about your knee replacement.</p>`,
    tags: ['Knee', 'Joint Replacement', 'After Surgery', 'Physiotherapy'],
    seoKeywords:
      'after knee replacement, knee replacement rehabilitation, exercises after knee replacement, knee replacement recovery time',
    seoDescription:
      'The first 6 weeks after a knee replacement: the first days in hospital, exercises at home, the strengthening phase and warning signs to look out for.',
  },
  'Omuz Ağrısı Ne Zaman Ciddiye Alınmalı?': {
    title: 'When Should Shoulder Pain Be Taken Seriously?',
    slug: 'when-should-shoulder-pain-be-taken-seriously',
    shortDescription:
      'Shoulder pain usually goes away within a short time; however, some symptoms may be a sign of a problem that needs treatment, such as a tendon tear or frozen shoulder.',
    fullContent: `<p>The shoulder is the most mobile joint in the body, and this wide range of movement makes it more vulnerable to strain. Shoulder pain is common after carrying a heavy bag, doing garden work or spending a long time at a computer, and it usually goes away within a few days. In some cases, however, the pain may be a sign of an underlying problem that has a better outcome when treated early.</p>
<h2>Common Causes of Shoulder Pain</h2>
<ul>
<li><strong>Impingement syndrome and tendinitis:</strong> Pain that appears at a certain angle when raising the arm.</li>
<li><strong>Rotator cuff tear:</strong> Weakness in raising the arm together with pain, and symptoms that get worse at night.</li>
<li><strong>Frozen shoulder (adhesive capsulitis):</strong> Pain and steadily increasing restriction of movement, common especially in people with diabetes.</li>
<li><strong>Shoulder osteoarthritis:</strong> In older age, pain that gets worse with movement and a grinding feeling in the joint.</li>
<li><strong>Pain spreading from the neck:</strong> Problems such as a herniated disc in the neck can also cause pain around the shoulder.</li>
</ul>
<h2>Which Symptoms Are Warning Signs?</h2>
<p>Pain that wakes you from sleep at night or makes it impossible to lie on the affected shoulder, being unable to raise the arm above the head, loss of strength that starts after a fall or a sudden strain, and symptoms lasting longer than two to three weeks should always be assessed. Being completely unable to raise the arm after a fall may be a sign of a tendon tear or a dislocation.</p>
<h2>Situations That Need Emergency Care</h2>
<p>Pain in the left shoulder and arm together with chest pain, shortness of breath or sweating may come from the heart; in this case, go to the emergency department without delay. A marked deformity of the shoulder, or swelling and redness together with a fever, also need urgent assessment.</p>
<h2>Diagnosis and Treatment</h2>
<p>During the examination, the source of the pain is investigated by checking range of motion and muscle strength and with special tests. If necessary, an X-ray, ultrasound or MRI scan is done. The great majority of shoulder pain improves with an exercise programme, physiotherapy, medication and, when needed, injections. In situations such as new tendon tears and recurrent dislocations, surgical treatment comes more to the fore.</p>
<p>If shoulder pain is limiting your daily life, or you have one of the warning signs above, you can <a href="/randevu">book an appointment</a> for an examination.</p>`,
    tags: ['Shoulder', 'Pain', 'Rotator Cuff'],
    seoKeywords:
      'shoulder pain, causes of shoulder pain, rotator cuff, frozen shoulder, shoulder pain at night',
    seoDescription:
      'When should shoulder pain be taken seriously? Common causes, warning signs, emergencies, and diagnosis and treatment options for shoulder pain.',
  },
  'Bel Fıtığı mı, Kas Ağrısı mı? Bel Ağrısında Uyarı İşaretleri': {
    title: 'Herniated Disc or Muscle Pain? Warning Signs in Low Back Pain',
    slug: 'herniated-disc-or-muscle-pain-warning-signs-in-low-back-pain',
    shortDescription:
      'In most people with low back pain, the cause is a simple muscle strain and the pain goes away within a few weeks. We explain which symptoms need a more detailed assessment.',
    fullContent: `<p>Low back pain is a complaint that most adults have at some point in their lives, and it is one of the most common reasons for time off work. The good news is that most low back pain comes from strains in the muscles and ligaments and goes away within a few days to a few weeks, either on its own or with simple measures.</p>
<h2>Low Back Pain from the Muscles</h2>
<p>It appears after heavy lifting, a sudden twist, staying in the same position for a long time or physical activity you are not used to. The pain is usually concentrated in the lower back and the upper buttocks, gets worse with movement and eases with rest. Long periods of bed rest are not recommended for this kind of pain; staying active as far as the pain allows speeds up recovery.</p>
<h2>How Can a Herniated Disc Be Told Apart?</h2>
<p>In a herniated disc, the inner part of the disc between the vertebrae bulges out and presses on a nerve root. In this case the pain usually spreads from the lower back to the buttock and down the back of the leg, sometimes as far as the foot. Numbness, tingling and sometimes loss of strength in the leg may come with it. Leg pain that gets worse when coughing and sneezing is also a typical finding. Many herniated discs also improve over time with non-surgical treatment.</p>
<h2>Which Symptoms Are Warning Signs?</h2>
<ul>
<li>Being unable to control your bladder or bowels, or being unable to pass urine</li>
<li>Numbness around the groin and buttocks (saddle numbness)</li>
<li>Weakness in the leg that is getting worse quickly, or being unable to lift your ankle or toes</li>
<li>Low back pain together with fever, unexplained weight loss or a past history of cancer</li>
<li>Pain that started after a serious fall or accident</li>
<li>Pain that keeps getting worse and does not ease even with rest at night</li>
</ul>
<p>The first three symptoms in particular need urgent assessment; in this case, go to the nearest emergency department without waiting.</p>
<h2>What Can You Do?</h2>
<p>If there are no warning signs, staying active in the first days, taking painkillers for a short time and applying heat are usually enough. Once the pain has eased, exercises that strengthen the abdominal and back muscles, regular walking and correct lifting techniques help to stop it from coming back. If the pain lasts longer than six weeks, a detailed examination and, if necessary, imaging should be carried out.</p>
<p>If your low back pain is lasting a long time or spreading to your leg, you can <a href="/randevu">book an appointment</a> for an assessment.</p>`,
    tags: ['Low Back Pain', 'Spine', 'Posture', 'Pain'],
    seoKeywords: 'low back pain, herniated disc symptoms, muscle pain, sciatica, low back pain warning signs',
    seoDescription:
      'Is your low back pain a muscle strain or a herniated disc? Symptoms that tell them apart, emergency warning signs and what you can do at home.',
  },
  'Masa Başı Çalışanlar İçin Doğru Oturma ve Duruş Önerileri': {
    title: 'Correct Sitting and Posture Tips for Desk Workers',
    slug: 'correct-sitting-and-posture-tips-for-desk-workers',
    shortDescription:
      'Neck, back and low back pain are common in people who spend most of the day at a computer. Small changes to your workspace can reduce these complaints.',
    fullContent: `<p>Spending long hours at a desk is one of the most common causes of neck and low back pain. The problem is often not a single “wrong” position but staying still for a long time, whatever the position. For this reason, moving regularly is as important as good posture.</p>
<h2>Setting Up Your Chair and Desk</h2>
<ul>
<li>Your feet should rest flat on the floor, with your knees level with your hips or slightly below.</li>
<li>Use a chair that supports the curve of your lower back, or a small lumbar cushion.</li>
<li>The keyboard and mouse should be placed so that your shoulders are relaxed and your elbows are bent at about 90 degrees.</li>
<li>Armrests should be at a height that does not push your shoulders up.</li>
</ul>
<h2>Screen Position</h2>
<p>The top edge of the screen should be at eye level or slightly below, about an arm's length away. If you use a laptop, raising the screen to eye level on a stand and using a separate keyboard and mouse stops your neck from bending forwards. Using your phone while looking down for long periods also puts a significant load on the neck.</p>
<h2>Breaks and Movement</h2>
<p>Taking a short break every 30-45 minutes to stand up, walk a few steps and roll your shoulders reduces tension in the muscles. Small habits, such as taking phone calls standing up or walking to the printer, make a difference over the day. Using a reminder can help you make breaks a habit.</p>
<h2>Simple Exercises</h2>
<p>Gently drawing the chin back, squeezing the shoulder blades together, stretching the chest and turning the upper body to each side while seated can be repeated several times a day. Regular exercise such as walking, swimming or Pilates on at least three days a week strengthens the back and abdominal muscles and supports your spine.</p>
<p>If you have long-lasting neck or low back pain, or numbness spreading to your arms or legs, you can <a href="/randevu">book an appointment</a> for an examination.</p>`,
    tags: ['Posture', 'Spine', 'Neck Pain', 'Exercise'],
    seoKeywords: 'correct sitting, desk posture, ergonomics, neck pain, low back pain, office exercises',
    seoDescription:
      'Chair, desk and screen set-up for desk workers, advice on breaks and simple office exercises that reduce neck and low back pain.',
  },
  'Kireçlenme (Osteoartrit) Nedir? Dizlerinizi Korumak İçin Günlük Öneriler': {
    title: 'What Is Osteoarthritis? Everyday Tips to Protect Your Knees',
    slug: 'what-is-osteoarthritis-everyday-tips-to-protect-your-knees',
    shortDescription:
      'Osteoarthritis becomes more common with age; however, with the right habits it is possible to reduce pain and slow its progression.',
    fullContent: `<p>Osteoarthritis, often called “wear and tear” of the joints, is the gradual thinning and wearing away of the cartilage that covers the joint surfaces. Contrary to a common belief, it is not a build-up of calcium in the joint; as the cartilage is lost, bony outgrowths form at the edges of the joint and the joint space narrows. The joints most often affected are the knees, hips, hands and spine.</p>
<h2>Who Is It More Common In?</h2>
<ul>
<li>Older age and a family tendency</li>
<li>Excess weight</li>
<li>Previous meniscus, ligament or fracture injuries</li>
<li>Alignment problems such as bow legs or knock knees</li>
<li>Many years of heavy physical work</li>
</ul>
<h2>Symptoms</h2>
<p>The main symptom of osteoarthritis is joint pain that gets worse with movement and eases with rest. Brief stiffness in the morning or after sitting for a long time, difficulty going up and down stairs and a grinding noise in the joint are common. As it progresses, pain may also be felt at rest and at night.</p>
<h2>What Can You Do to Protect Your Knees?</h2>
<p>Losing excess weight markedly reduces the load on the knees. Regular exercises that strengthen the thigh muscles support the joint and reduce pain; swimming, an exercise bike and walking on flat ground are suitable activities for the knees. It also helps to limit movements that put a lot of load on the knee, such as squatting for long periods, sitting on floor cushions and going up and down stairs often.</p>
<h2>Treatment Options</h2>
<p>Treatment is planned according to the stage of osteoarthritis and the symptoms. In the early stage, exercise, physiotherapy, weight control and, when needed, painkillers are the basic treatment. In selected patients, injections into the joint can ease symptoms for a while. Realignment surgery is considered for younger patients with an alignment problem, and joint replacement surgery in advanced stages and when quality of life is markedly affected.</p>
<p>Osteoarthritis does not develop overnight, and measures taken early help to protect joint health for a long time. You can <a href="/randevu">book an appointment</a> about your joint pain.</p>`,
    tags: ['Osteoarthritis', 'Knee', 'Hip', 'Exercise'],
    seoKeywords:
      'wear and tear arthritis, osteoarthritis, knee osteoarthritis, joint pain, knee health, osteoarthritis treatment',
    seoDescription:
      'What is osteoarthritis and who gets it? Symptoms of knee osteoarthritis, tips to protect your knees and treatment options.',
  },
  'Ön Çapraz Bağ Ameliyatı Sonrası Spora Dönüş Süreci': {
    title: 'Returning to Sport After Anterior Cruciate Ligament Surgery',
    slug: 'returning-to-sport-after-anterior-cruciate-ligament-surgery',
    shortDescription:
      'After anterior cruciate ligament surgery, returning to sport is a step-by-step process guided more by tests than by the calendar. We explain what to expect along the way.',
    fullContent: `<p>The question athletes most often ask after anterior cruciate ligament surgery is “When can I get back on the pitch?” The answer depends not only on the time since surgery but also on the knee's range of motion, muscle strength, balance and the athlete's self-confidence. It takes months for the new ligament to settle and mature inside the bone tunnels; for this reason, the return should be planned patiently.</p>
<h2>Stages</h2>
<ol>
<li><strong>Weeks 0-6:</strong> Bringing the swelling under control, straightening the knee fully, increasing how far it bends and stopping the use of crutches.</li>
<li><strong>Weeks 6-12:</strong> Normal walking, exercise bike, balance work and closed-chain strength exercises.</li>
<li><strong>Months 3-6:</strong> A gradual start to straight-line running, agility and jumping work.</li>
<li><strong>Months 6-9:</strong> Sport-specific training, changes of direction and controlled participation in team training.</li>
<li><strong>Months 9-12:</strong> Return to competition once the tests have been successfully completed.</li>
</ol>
<h2>Return-to-Sport Tests</h2>
<p>The decision to return is based on comparing the strength of the operated leg with the healthy leg, single-leg hop tests, and balance and agility assessments. In general, the aim is for the operated leg to perform at a level of at least 90 per cent of the healthy leg. The athlete being psychologically ready is at least as important as physical preparation.</p>
<h2>Risks of Returning Too Early</h2>
<p>Studies show that the risk of re-injury is markedly higher in athletes who return to sport before the ninth month and before completing the tests. A new tear can happen not only in the operated knee but also in the other knee. For this reason, even if you feel well, it is important not to skip stages of the programme.</p>
<h2>Preventing Re-injury</h2>
<p>Warm-up programmes, improving jump-landing technique, strengthening the hip and trunk muscles and avoiding intense training when tired protect both the operated knee and the healthy one. Continuing protective exercises as part of the weekly programme after returning to sport is also recommended.</p>
<p>You can <a href="/randevu">book an appointment</a> to review your progress after surgery or to find out about return-to-sport tests.</p>`,
    tags: ['Anterior Cruciate Ligament', 'Knee', 'Sport', 'After Surgery', 'Physiotherapy'],
    seoKeywords:
      'after anterior cruciate ligament surgery, return to sport, ACL rehabilitation, cruciate ligament recovery time',
    seoDescription:
      'When is it possible to return to sport after anterior cruciate ligament surgery? The stages, return-to-sport tests and ways to prevent re-injury.',
  },
  'Kalça Protezi Sonrası Evde Güvenli Yaşam İçin Öneriler': {
    title: 'Tips for Living Safely at Home After a Hip Replacement',
    slug: 'tips-for-living-safely-at-home-after-a-hip-replacement',
    shortDescription:
      'Small changes to your home after hip replacement surgery reduce the risk of falls and make your recovery easier.',
    fullContent: `<p>After hip replacement surgery, the time spent in hospital is short and most of the recovery takes place at home. For this reason, preparing your living space before you go home both reduces the risk of falls and makes your daily tasks easier.</p>
<h2>Before You Go Home</h2>
<ul>
<li>Remove slippery rugs and move electrical cables away from walkways.</li>
<li>Put the things you use often on shelves between waist and shoulder height.</li>
<li>Use night lights in the hallway and bathroom.</li>
<li>Fit grab rails and a non-slip mat in the bathroom; use a raised toilet seat if needed.</li>
</ul>
<h2>Sitting Down and Getting Up</h2>
<p>Choose sturdy chairs with armrests that are not too low. Support yourself on the armrests when sitting down and getting up. Depending on the approach used in your operation, your doctor may ask you, for a while, not to bend your hip too far, not to cross your legs and not to turn the operated leg inwards; follow this advice for as long as you have been told.</p>
<h2>Walking and Stairs</h2>
<p>Use your walking frame or crutches for as long as you have been advised. A practical rule is to step up with the healthy leg first when going upstairs, and down with the operated leg first when going downstairs. Wearing closed-back shoes with non-slip soles indoors instead of slippers reduces the risk of falls.</p>
<h2>Dressing and Daily Tasks</h2>
<p>Aids such as a long-handled shoehorn, a sock aid and a reaching aid (grabber) make things easier in the first weeks. It is safer to get dressed sitting down and to dress the operated leg first.</p>
<h2>When Should You Seek Help?</h2>
<p>If there is increasing redness of or discharge from the wound, fever, a painful swelling in the calf, sudden shortness of breath, a sudden shortening or turning of the leg, or you cannot put weight on it, contact your doctor without delay. You can <a href="/randevu">book an appointment</a> for your follow-up examinations and with any questions.</p>`,
    tags: ['Hip', 'Joint Replacement', 'After Surgery', 'Fall Prevention'],
    seoKeywords:
      'after hip replacement, home adaptations after hip replacement, falls after joint replacement, hip replacement care',
    seoDescription:
      'Living safely at home after a hip replacement: home adaptations, sitting down and getting up, using stairs, dressing and when to seek help.',
  },
  'Osteoporoz ve Kırık Riski: Kemik Sağlığını Korumanın Yolları': {
    title: 'Osteoporosis and Fracture Risk: Ways to Protect Your Bone Health',
    slug: 'osteoporosis-and-fracture-risk-ways-to-protect-your-bone-health',
    shortDescription:
      'Osteoporosis often causes no symptoms until the first fracture. Knowing the risk factors and taking precautions early are important in preventing hip and spine fractures.',
    fullContent: `<p>Osteoporosis (bone thinning) is a condition in which bone density falls and the structure of the bone weakens, so that bones break easily. It progresses silently; many people first find out that they have osteoporosis from a wrist, spine or hip fracture after a simple fall.</p>
<h2>Risk Factors</h2>
<ul>
<li>Women after the menopause, and older age</li>
<li>A family history of hip fracture</li>
<li>Low body weight, an inactive lifestyle</li>
<li>Smoking and drinking too much alcohol</li>
<li>Long-term use of cortisone and some hormonal diseases</li>
</ul>
<h2>How Is It Diagnosed?</h2>
<p>A bone density scan (DEXA) is the main method used to diagnose osteoporosis. It is done on a doctor's recommendation in women after the menopause and in people with risk factors. Having already had a fracture from a simple fall is in itself an important sign of risk and should always be assessed.</p>
<h2>What Can You Do for Your Bone Health?</h2>
<p>Eating calcium-rich foods such as dairy products, getting enough vitamin D and exercising regularly are the basic measures. Weight-bearing exercise such as walking and muscle-strengthening work stimulate the bone, while balance exercises reduce the risk of falls. Stopping smoking and limiting alcohol also slow bone loss. Decide on taking supplements together with your doctor, not on your own.</p>
<h2>Preventing Falls</h2>
<p>In people with osteoporosis, most fractures are caused by falls at home. Good lighting at home, removing slippery rugs, grab rails in the bathroom and non-slip slippers are simple but effective measures. Reviewing medicines that can cause dizziness and having regular eye tests are also important.</p>
<h2>Treatment</h2>
<p>In patients diagnosed with osteoporosis, medicines that reduce bone breakdown or increase bone formation lower the risk of fracture significantly. The choice and length of treatment are decided according to the person's level of risk.</p>
<p>If you have had a fracture or have questions about your bone health, you can <a href="/randevu">book an appointment</a> for an assessment.</p>`,
    tags: ['Osteoporosis', 'Fractures', 'Bone Health', 'Hip', 'Fall Prevention'],
    seoKeywords: 'osteoporosis, bone thinning, fracture risk, bone density scan, hip fracture, bone health',
    seoDescription:
      'What is osteoporosis (bone thinning) and who gets it? Advice on reducing fracture risk and protecting bone health, and treatment options.',
  },
  'Ayak Bileği Burkulması: İlk Müdahale ve İyileşme Süreci': {
    title: 'Ankle Sprain: First Aid and Recovery',
    slug: 'ankle-sprain-first-aid-and-recovery',
    shortDescription:
      'An ankle sprain is one of the most common sports injuries. The right first aid and regular exercise are key to preventing repeat sprains.',
    fullContent: `<p>An ankle sprain is when the ligaments on the outer side of the ankle are stretched or torn, usually as the foot turns inwards. It is very common in sports such as basketball, volleyball and football, but it can also happen when stepping off a kerb or walking on uneven ground. Although most sprains seem minor, those that are not treated properly can happen again and lead to long-term (chronic) looseness of the ankle.</p>
<h2>What Should You Do in the First 48-72 Hours?</h2>
<ul>
<li><strong>Protection:</strong> If the pain is marked, use crutches or a supportive ankle brace for a while.</li>
<li><strong>Cold:</strong> Apply ice wrapped in a cloth for 15-20 minutes several times a day; do not put ice directly on the skin.</li>
<li><strong>Elastic bandage:</strong> You can use a bandage to limit swelling; make sure it does not make your toes turn blue or go numb.</li>
<li><strong>Elevation:</strong> Keep your foot above the level of your heart, especially in the first days.</li>
</ul>
<h2>When Is an X-ray Needed?</h2>
<p>Being unable to take four steps on the foot straight after the injury or at the examination, or marked tenderness at the back edge of the bony bumps of the ankle or over the bones on the outer edge of the foot, may mean an X-ray is needed to check for a fracture. Severe swelling, deformity and numbness in the foot should also be assessed without waiting.</p>
<h2>Recovery</h2>
<p>Mild sprains usually heal in 1-3 weeks, and more serious ligament injuries in up to 6 weeks or longer. Rather than keeping the ankle completely still for a long time, putting weight on it early, as far as the pain allows, and starting ankle movements speeds up recovery.</p>
<h2>Preventing Repeat Sprains</h2>
<p>Once the pain has gone, balance and strength exercises are the most important step. Standing on one leg, balance board work and resistance band exercises that strengthen the muscles around the ankle reduce the risk of spraining it again. Wearing an ankle brace or taping for a while when returning to sport can also help. If sprains happen often and you constantly feel that your “ankle is giving way”, a detailed assessment for ligament looseness is needed; for some of these patients, ligament repair surgery may be considered.</p>
<p>If you sprain your ankle often or the pain does not go away after a sprain, you can <a href="/randevu">book an appointment</a> for an examination.</p>`,
    tags: ['Ankle', 'Sport', 'First Aid', 'Physiotherapy'],
    seoKeywords: 'ankle sprain, ankle ligament injury, ankle sprain first aid, ankle sprain recovery time',
    seoDescription:
      'What to do in the first 72 hours after an ankle sprain, when an X-ray is needed, recovery and how to prevent another sprain.',
  },
  'Karpal Tünel Sendromu: Ellerde Uyuşma Neden Olur?': {
    title: 'Carpal Tunnel Syndrome: Why Do Hands Go Numb?',
    slug: 'carpal-tunnel-syndrome-why-do-hands-go-numb',
    shortDescription:
      'If you wake up at night with numb hands, the cause may be a nerve trapped at the wrist. We explain the symptoms and treatment of carpal tunnel syndrome.',
    fullContent: `<p>Numbness and tingling in the hands can have many causes; one of the most common, however, is carpal tunnel syndrome. It happens when the median nerve, which passes through a narrow channel in the wrist, is squeezed. It is more common in women, during pregnancy, in people with diabetes or thyroid disease and in people who use their hands intensively.</p>
<h2>Symptoms</h2>
<ul>
<li>Numbness, tingling or burning in the thumb, index finger and middle finger</li>
<li>Symptoms that wake you at night and ease when you shake your hand</li>
<li>Numbness that gets worse when holding a phone, driving or reading a book</li>
<li>Later on, dropping things and difficulty doing up buttons</li>
</ul>
<h2>Diagnosis</h2>
<p>The diagnosis is largely made from the symptoms and the examination findings. During the examination, the doctor checks whether symptoms appear when the wrist is tapped lightly or held bent. A nerve conduction study (EMG) is used to find out how severe the compression is and to tell it apart from other causes of similar symptoms, such as a herniated disc in the neck.</p>
<h2>Treatment Without Surgery</h2>
<p>In mild and moderate cases, wearing a splint that keeps the wrist straight overnight often brings marked relief. Cutting down on movements that strain the hand and taking breaks at suitable intervals are also important. If needed, an injection into the channel can ease symptoms for a while. Carpal tunnel syndrome caused by pregnancy usually settles after the birth.</p>
<h2>When Is Surgery Needed?</h2>
<p>Surgery is recommended if symptoms continue despite non-surgical treatment, the numbness becomes constant or the muscles at the base of the thumb have wasted. In a short procedure under local anaesthesia, the ligament over the nerve is released. Results are better when the operation is done before the nerve damage progresses; for this reason, numbness that has lasted a long time should not be put off.</p>
<p>If you have numbness in your hands and wake up at night because of it, you can <a href="/randevu">book an appointment</a> for an assessment.</p>`,
    tags: ['Wrist', 'Numbness', 'Nerve Compression'],
    seoKeywords:
      'carpal tunnel syndrome, hand numbness, causes of hand numbness, median nerve, hand numbness at night',
    seoDescription:
      'What is carpal tunnel syndrome and why do hands go numb? Symptoms, diagnosis, treatment without surgery and when surgery is needed.',
  },
  'Donuk Omuz (Adeziv Kapsülit): Belirtiler, Evreler ve Tedavi': {
    title: 'Frozen Shoulder (Adhesive Capsulitis): Symptoms, Stages and Treatment',
    slug: 'frozen-shoulder-adhesive-capsulitis-symptoms-stages-and-treatment',
    shortDescription:
      'Shoulder pain that starts without an obvious injury, together with steadily increasing stiffness, may be an early sign of frozen shoulder. We explain the stages of the condition and the treatment options.',
    fullContent: `<p>Frozen shoulder (adhesive capsulitis) is a condition in which the capsule surrounding the shoulder joint becomes inflamed, thickens and tightens, causing pain and steadily increasing restriction of movement. It usually starts without an obvious injury. It is most common between the ages of 40 and 60 and in women; it is also more common in people with diabetes or thyroid disease, or after the shoulder has been kept still for a long time.</p>
<h2>Stages of the Condition</h2>
<ol>
<li><strong>Painful (freezing) stage:</strong> Widespread shoulder pain that is worse especially at night, and restriction of movement that comes on gradually.</li>
<li><strong>Frozen stage:</strong> While the pain eases somewhat, the shoulder becomes markedly stiff; combing your hair, reaching into a back pocket and getting dressed become difficult.</li>
<li><strong>Thawing stage:</strong> The range of movement gradually returns over months.</li>
</ol>
<p>All the stages of the condition together can last from a few months to two to three years. The length varies from person to person, and recovery may take longer in people with diabetes.</p>
<h2>How Is It Diagnosed?</h2>
<p>The diagnosis is largely made by examination. In frozen shoulder, movement is restricted both when the patient moves the shoulder and when the doctor moves it, especially turning outwards. This finding helps to tell it apart from rotator cuff tears, in which movement is restricted mainly because of weakness. An X-ray is taken to rule out other causes of similar problems, such as osteoarthritis; if needed, ultrasound or MRI is used for further investigation.</p>
<h2>Treatment Options</h2>
<p>Most people with frozen shoulder get better with non-surgical treatment. Painkillers, heat and stretching exercises done with a physiotherapist, at a level that does not increase the pain, are the basis of treatment. Especially in the painful stage, a cortisone injection into the joint can reduce pain and make the exercises easier to do. In people with diabetes, good control of blood sugar also helps recovery.</p>
<p>In cases that do not improve for a long time despite regular treatment and that markedly limit daily life, moving the shoulder in a controlled way under anaesthesia or releasing the tightened capsule arthroscopically may be considered. After these procedures, it is important to start physiotherapy straight away to keep the movement gained.</p>
<p>If the pain and stiffness in your shoulder have lasted for weeks, you can <a href="/randevu">book an appointment</a> for an accurate diagnosis and treatment plan.</p>`,
    tags: ['Shoulder', 'Frozen Shoulder', 'Physiotherapy', 'Pain'],
    seoKeywords:
      'frozen shoulder, adhesive capsulitis, shoulder stiffness, restricted shoulder movement, frozen shoulder treatment',
    seoDescription:
      'What is frozen shoulder (adhesive capsulitis) and what stages does it go through? Diagnosis, exercises and treatment options for shoulder pain and stiffness.',
  },
  'Çocuklarda Kırıklar: Ebeveynlerin Bilmesi Gerekenler': {
    title: 'Fractures in Children: What Parents Need to Know',
    slug: 'fractures-in-children-what-parents-need-to-know',
    shortDescription:
      "Children's bones have different features from adults' bones, and fractures usually heal quickly. However, fractures involving the growth plate need careful follow-up.",
    fullContent: `<p>Children often fall while playing, riding a bike or doing sport, and fractures are very common in childhood. Compared with adults, children's bones are more flexible, the membrane covering the bone (periosteum) is thicker and fractures usually heal faster. However, children have growth plates, which allow the bones to lengthen, and injuries involving this area need special attention.</p>
<h2>Fracture Types Specific to Children</h2>
<ul>
<li><strong>Greenstick fracture:</strong> Only one side of the bone breaks, while the other side bends.</li>
<li><strong>Torus (buckle) fracture:</strong> Stable fractures caused by the bone being compressed, usually seen at the wrist.</li>
<li><strong>Growth plate fractures:</strong> Fractures that pass through the growth area at the end of the bone.</li>
<li><strong>Elbow fractures:</strong> Fractures just above the elbow, seen especially after a fall, that need careful assessment.</li>
</ul>
<h2>Which Signs Mean You Should See a Doctor?</h2>
<p>Your child not wanting to use an arm or leg after a fall, marked swelling, bruising, deformity and pain that gets worse when touched can be signs of a fracture. Young children may not be able to describe their pain fully; for this reason, not moving an arm or limping is an important sign. If there is deformity, bone coming out through the skin, or paleness or numbness in the fingers or toes, go to the emergency department without waiting.</p>
<h2>First Aid</h2>
<p>Support the injured area as it is, without moving it, with a pillow or a piece of stiff cardboard and a cloth. Do not try to straighten a deformity. You can apply ice wrapped in a cloth. In case surgery is needed, it is recommended that you do not give your child anything to eat or drink until a doctor has seen them.</p>
<h2>Treatment and Follow-up</h2>
<p>Most fractures in children are treated with a plaster cast or a splint. Because children's bones can reshape themselves as they grow, some angulation that would not be acceptable in adults can correct itself over time. Surgery may be needed, however, for fractures that extend into the joint, have moved markedly out of place or disrupt the growth plate. With growth plate injuries, follow-up lasting months is recommended to see whether the growth of the bone has been affected.</p>
<p>If your child develops increasing pain, swelling, bluish discolouration or numbness in the fingers or toes while in a cast, seek help without delay. You can <a href="/randevu">book an appointment</a> for fracture follow-up and with any questions.</p>`,
    tags: ['Fractures', "Children's Health", 'Plaster Cast', 'First Aid'],
    seoKeywords:
      'fractures in children, growth plate fracture, greenstick fracture, paediatric orthopaedics, fracture first aid',
    seoDescription:
      'Fractures in children: greenstick and growth plate fractures, signs that mean you should see a doctor, first aid and treatment.',
  },
}

export const demoTranslationsEn: DemoTranslations = { locale: 'en', catalogs, categories, operations, blogs }
