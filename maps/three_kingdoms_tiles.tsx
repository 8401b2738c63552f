<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="three_kingdoms_tiles" tilewidth="128" tileheight="128" tilecount="25" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="barricades" value=""/>
   <property name="cities" value="A=N+E"/>
   <property name="comment" value="assumption: a corner city over two edges, plains beside"/>
   <property name="count" type="int" value="3"/>
   <property name="edge_e" value="city"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="plain"/>
   <property name="edge_w" value="plain"/>
   <property name="garrisons" value="A 0.68,0.30"/>
   <property name="plains" value="Sl Sm Sr Wl Wm Wr &gt; A"/>
   <property name="type" type="int" value="1"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_01.png"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="barricades" value="S-W"/>
   <property name="cities" value="A=N+E"/>
   <property name="comment" value="assumption: a corner city with a barricade curving across the other corner"/>
   <property name="count" type="int" value="2"/>
   <property name="edge_e" value="city"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="barricade"/>
   <property name="edge_w" value="barricade"/>
   <property name="garrisons" value="A 0.68,0.30"/>
   <property name="plains" value="Sl Wr &gt; A; Sr Wl"/>
   <property name="type" type="int" value="2"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_02.png"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="barricades" value=""/>
   <property name="cities" value="A=N+S"/>
   <property name="comment" value="assumption: a city band joining two opposite edges"/>
   <property name="count" type="int" value="2"/>
   <property name="edge_e" value="plain"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="city"/>
   <property name="edge_w" value="plain"/>
   <property name="garrisons" value="A 0.50,0.50"/>
   <property name="plains" value="El Em Er &gt; A; Wl Wm Wr &gt; A"/>
   <property name="type" type="int" value="3"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_03.png"/>
 </tile>
 <tile id="3">
  <properties>
   <property name="barricades" value=""/>
   <property name="cities" value="A=N+E+S+W"/>
   <property name="comment" value="assumption: a city over the whole tile, two garrison spaces"/>
   <property name="count" type="int" value="1"/>
   <property name="edge_e" value="city"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="city"/>
   <property name="edge_w" value="city"/>
   <property name="garrisons" value="A 0.34,0.50; A 0.66,0.50"/>
   <property name="plains" value=""/>
   <property name="type" type="int" value="4"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_04.png"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="barricades" value=""/>
   <property name="cities" value="A=N+E+W"/>
   <property name="comment" value="assumption: a city over three edges, two garrison spaces"/>
   <property name="count" type="int" value="2"/>
   <property name="edge_e" value="city"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="plain"/>
   <property name="edge_w" value="city"/>
   <property name="garrisons" value="A 0.32,0.34; A 0.68,0.34"/>
   <property name="plains" value="Sl Sm Sr &gt; A"/>
   <property name="type" type="int" value="5"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_05.png"/>
 </tile>
 <tile id="5">
  <properties>
   <property name="barricades" value="S&gt;A"/>
   <property name="cities" value="A=N+E+W"/>
   <property name="comment" value="assumption: a city over three edges, a barricade up to its gate"/>
   <property name="count" type="int" value="3"/>
   <property name="edge_e" value="city"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="barricade"/>
   <property name="edge_w" value="city"/>
   <property name="garrisons" value="A 0.50,0.30"/>
   <property name="plains" value="Sl &gt; A; Sr &gt; A"/>
   <property name="type" type="int" value="6"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_06.png"/>
 </tile>
 <tile id="6">
  <properties>
   <property name="barricades" value=""/>
   <property name="cities" value="A=N"/>
   <property name="comment" value="assumption: a city cap on one edge, plains elsewhere"/>
   <property name="count" type="int" value="6"/>
   <property name="edge_e" value="plain"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="plain"/>
   <property name="edge_w" value="plain"/>
   <property name="garrisons" value="A 0.50,0.13"/>
   <property name="plains" value="El Em Er Sl Sm Sr Wl Wm Wr &gt; A"/>
   <property name="type" type="int" value="7"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_07.png"/>
 </tile>
 <tile id="7">
  <properties>
   <property name="barricades" value="E-W"/>
   <property name="cities" value="A=N"/>
   <property name="comment" value="assumption: the start tile: a city cap and a straight barricade"/>
   <property name="count" type="int" value="5"/>
   <property name="edge_e" value="barricade"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="plain"/>
   <property name="edge_w" value="barricade"/>
   <property name="garrisons" value="A 0.50,0.13"/>
   <property name="plains" value="El Wr &gt; A; Er Sl Sm Sr Wl"/>
   <property name="start" type="bool" value="true"/>
   <property name="type" type="int" value="8"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_08.png"/>
 </tile>
 <tile id="8">
  <properties>
   <property name="barricades" value="E-S"/>
   <property name="cities" value="A=N"/>
   <property name="comment" value="assumption: a city cap, a barricade curving east to south"/>
   <property name="count" type="int" value="6"/>
   <property name="edge_e" value="barricade"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="barricade"/>
   <property name="edge_w" value="plain"/>
   <property name="garrisons" value="A 0.50,0.13"/>
   <property name="plains" value="Er Sl; El Sr Wl Wm Wr &gt; A"/>
   <property name="type" type="int" value="9"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_09.png"/>
 </tile>
 <tile id="9">
  <properties>
   <property name="barricades" value="S-W"/>
   <property name="cities" value="A=N"/>
   <property name="comment" value="assumption: a city cap, a barricade curving south to west"/>
   <property name="count" type="int" value="4"/>
   <property name="edge_e" value="plain"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="barricade"/>
   <property name="edge_w" value="barricade"/>
   <property name="garrisons" value="A 0.50,0.13"/>
   <property name="plains" value="Sr Wl; El Em Er Sl Wr &gt; A"/>
   <property name="type" type="int" value="10"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_10.png"/>
 </tile>
 <tile id="10">
  <properties>
   <property name="barricades" value="E-S-W"/>
   <property name="cities" value="A=N"/>
   <property name="comment" value="assumption: a city cap, three barricades meeting at a post"/>
   <property name="count" type="int" value="7"/>
   <property name="edge_e" value="barricade"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="barricade"/>
   <property name="edge_w" value="barricade"/>
   <property name="garrisons" value="A 0.50,0.13"/>
   <property name="plains" value="El Wr &gt; A; Er Sl; Sr Wl"/>
   <property name="type" type="int" value="11"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_11.png"/>
 </tile>
 <tile id="11">
  <properties>
   <property name="barricades" value=""/>
   <property name="cities" value="A=N; B=S"/>
   <property name="comment" value="assumption: two city caps on opposite edges, one plain between"/>
   <property name="count" type="int" value="2"/>
   <property name="edge_e" value="plain"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="city"/>
   <property name="edge_w" value="plain"/>
   <property name="garrisons" value="A 0.50,0.13; B 0.50,0.87"/>
   <property name="plains" value="El Em Er Wl Wm Wr &gt; A B"/>
   <property name="type" type="int" value="12"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_12.png"/>
 </tile>
 <tile id="12">
  <properties>
   <property name="barricades" value="N&gt;A; E&gt;A; S&gt;A; W&gt;A"/>
   <property name="cities" value="A=inside"/>
   <property name="comment" value="assumption: a walled town in the middle, four barricades up to its walls"/>
   <property name="count" type="int" value="1"/>
   <property name="edge_e" value="barricade"/>
   <property name="edge_n" value="barricade"/>
   <property name="edge_s" value="barricade"/>
   <property name="edge_w" value="barricade"/>
   <property name="garrisons" value="A 0.42,0.50; A 0.58,0.50"/>
   <property name="plains" value="Wr Nl &gt; A; Nr El &gt; A; Er Sl &gt; A; Sr Wl &gt; A"/>
   <property name="type" type="int" value="13"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_13.png"/>
 </tile>
 <tile id="13">
  <properties>
   <property name="barricades" value=""/>
   <property name="cities" value="A=N; B=E"/>
   <property name="comment" value="assumption: two city caps on neighbouring edges"/>
   <property name="count" type="int" value="1"/>
   <property name="edge_e" value="city"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="plain"/>
   <property name="edge_w" value="plain"/>
   <property name="garrisons" value="A 0.45,0.13; B 0.87,0.55"/>
   <property name="plains" value="Sl Sm Sr Wl Wm Wr &gt; A B"/>
   <property name="type" type="int" value="14"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_14.png"/>
 </tile>
 <tile id="14">
  <properties>
   <property name="barricades" value="S&gt;A"/>
   <property name="cities" value="A=N"/>
   <property name="comment" value="assumption: a city cap, a barricade from the far edge up to its gate"/>
   <property name="count" type="int" value="7"/>
   <property name="edge_e" value="plain"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="barricade"/>
   <property name="edge_w" value="plain"/>
   <property name="garrisons" value="A 0.50,0.13"/>
   <property name="plains" value="El Em Er Sl &gt; A; Sr Wl Wm Wr &gt; A"/>
   <property name="type" type="int" value="15"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_15.png"/>
 </tile>
 <tile id="15">
  <properties>
   <property name="barricades" value=""/>
   <property name="cities" value="A=inside"/>
   <property name="comment" value="assumption: a walled town closed inside the tile, plains all round"/>
   <property name="count" type="int" value="2"/>
   <property name="edge_e" value="plain"/>
   <property name="edge_n" value="plain"/>
   <property name="edge_s" value="plain"/>
   <property name="edge_w" value="plain"/>
   <property name="garrisons" value="A 0.50,0.50"/>
   <property name="plains" value="Nl Nm Nr El Em Er Sl Sm Sr Wl Wm Wr &gt; A"/>
   <property name="type" type="int" value="16"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_16.png"/>
 </tile>
 <tile id="16">
  <properties>
   <property name="barricades" value="E&gt;A"/>
   <property name="cities" value="A=N"/>
   <property name="comment" value="assumption: a city cap, a barricade from the east up to its wall"/>
   <property name="count" type="int" value="6"/>
   <property name="edge_e" value="barricade"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="plain"/>
   <property name="edge_w" value="plain"/>
   <property name="garrisons" value="A 0.42,0.13"/>
   <property name="plains" value="El &gt; A; Er Sl Sm Sr Wl Wm Wr &gt; A"/>
   <property name="type" type="int" value="17"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_17.png"/>
 </tile>
 <tile id="17">
  <properties>
   <property name="barricades" value="E-W"/>
   <property name="cities" value="A=N; B=S"/>
   <property name="comment" value="assumption: two city caps kept apart by a straight barricade"/>
   <property name="count" type="int" value="1"/>
   <property name="edge_e" value="barricade"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="city"/>
   <property name="edge_w" value="barricade"/>
   <property name="garrisons" value="A 0.50,0.13; B 0.50,0.87"/>
   <property name="plains" value="El Wr &gt; A; Er Wl &gt; B"/>
   <property name="type" type="int" value="18"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_18.png"/>
 </tile>
 <tile id="18">
  <properties>
   <property name="barricades" value="W&gt;A"/>
   <property name="cities" value="A=N+E"/>
   <property name="comment" value="assumption: a corner city, a barricade from the west up to its wall"/>
   <property name="count" type="int" value="2"/>
   <property name="edge_e" value="city"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="plain"/>
   <property name="edge_w" value="barricade"/>
   <property name="garrisons" value="A 0.68,0.30"/>
   <property name="plains" value="Sl Sm Sr Wl &gt; A; Wr &gt; A"/>
   <property name="type" type="int" value="19"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_19.png"/>
 </tile>
 <tile id="19">
  <properties>
   <property name="barricades" value="W&gt;A"/>
   <property name="cities" value="A=inside"/>
   <property name="comment" value="assumption: a walled town, a barricade from the west up to its gate"/>
   <property name="count" type="int" value="1"/>
   <property name="edge_e" value="plain"/>
   <property name="edge_n" value="plain"/>
   <property name="edge_s" value="plain"/>
   <property name="edge_w" value="barricade"/>
   <property name="garrisons" value="A 0.55,0.50"/>
   <property name="plains" value="Wr Nl Nm Nr El Em Er Sl Sm Sr Wl &gt; A"/>
   <property name="type" type="int" value="20"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_20.png"/>
 </tile>
 <tile id="20">
  <properties>
   <property name="barricades" value=""/>
   <property name="cities" value="A=N; B=inside"/>
   <property name="comment" value="assumption: a city cap and a walled town below it"/>
   <property name="count" type="int" value="1"/>
   <property name="edge_e" value="plain"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="plain"/>
   <property name="edge_w" value="plain"/>
   <property name="garrisons" value="A 0.50,0.13; B 0.50,0.66"/>
   <property name="plains" value="El Em Er Sl Sm Sr Wl Wm Wr &gt; A B"/>
   <property name="type" type="int" value="21"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_21.png"/>
 </tile>
 <tile id="21">
  <properties>
   <property name="barricades" value="W&gt;A"/>
   <property name="cities" value="A=N+S"/>
   <property name="comment" value="assumption: a city band, a barricade from the west up to its wall, two garrison spaces"/>
   <property name="count" type="int" value="1"/>
   <property name="edge_e" value="plain"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="city"/>
   <property name="edge_w" value="barricade"/>
   <property name="garrisons" value="A 0.50,0.32; A 0.50,0.68"/>
   <property name="plains" value="El Em Er &gt; A; Wl &gt; A; Wr &gt; A"/>
   <property name="type" type="int" value="22"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_22.png"/>
 </tile>
 <tile id="22">
  <properties>
   <property name="barricades" value="S&gt;A"/>
   <property name="cities" value="A=N+E"/>
   <property name="comment" value="assumption: a corner city, a barricade from the south up to its wall"/>
   <property name="count" type="int" value="2"/>
   <property name="edge_e" value="city"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="barricade"/>
   <property name="edge_w" value="plain"/>
   <property name="garrisons" value="A 0.68,0.30"/>
   <property name="plains" value="Sl &gt; A; Sr Wl Wm Wr &gt; A"/>
   <property name="type" type="int" value="23"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_23.png"/>
 </tile>
 <tile id="23">
  <properties>
   <property name="barricades" value="W&gt;A"/>
   <property name="cities" value="A=N"/>
   <property name="comment" value="assumption: a city cap, a barricade from the west up to its wall"/>
   <property name="count" type="int" value="3"/>
   <property name="edge_e" value="plain"/>
   <property name="edge_n" value="city"/>
   <property name="edge_s" value="plain"/>
   <property name="edge_w" value="barricade"/>
   <property name="garrisons" value="A 0.58,0.13"/>
   <property name="plains" value="El Em Er Sl Sm Sr Wl &gt; A; Wr &gt; A"/>
   <property name="type" type="int" value="24"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_24.png"/>
 </tile>
 <tile id="24">
  <properties>
   <property name="barricades" value="E-W"/>
   <property name="cities" value="A=inside"/>
   <property name="comment" value="assumption: a walled town beside a straight barricade"/>
   <property name="count" type="int" value="1"/>
   <property name="edge_e" value="barricade"/>
   <property name="edge_n" value="plain"/>
   <property name="edge_s" value="plain"/>
   <property name="edge_w" value="barricade"/>
   <property name="garrisons" value="A 0.50,0.26"/>
   <property name="plains" value="Wr Nl Nm Nr El &gt; A; Er Sl Sm Sr Wl"/>
   <property name="type" type="int" value="25"/>
  </properties>
  <image width="128" height="128" source="three_kingdoms_tiles/tile_25.png"/>
 </tile>
</tileset>
