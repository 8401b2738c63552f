<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="himefuda_terrain" tilewidth="160" tileheight="160" tilecount="4" columns="4">
 <image source="himefuda_terrain.png" width="640" height="160"/>
 <tile id="0">
  <properties>
   <property name="ability" value="none"/>
   <property name="attack" type="int" value="0"/>
   <property name="defence" type="int" value="0"/>
   <property name="effect_en" value="No effect."/>
   <property name="effect_zh" value="沒有效果。"/>
   <property name="name_en" value="Open ground"/>
   <property name="name_zh" value="平地"/>
   <property name="terrain" value="open"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="ability" value="melee"/>
   <property name="attack" type="int" value="0"/>
   <property name="defence" type="int" value="1"/>
   <property name="effect_en" value="A unit in a forest defends at +1 in melee (+0/+1)."/>
   <property name="effect_zh" value="部隊位於樹林時，近身戰守備+1（+0/+1）。"/>
   <property name="name_en" value="Forest"/>
   <property name="name_zh" value="樹林"/>
   <property name="terrain" value="forest"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="ability" value="shooting"/>
   <property name="attack" type="int" value="1"/>
   <property name="defence" type="int" value="0"/>
   <property name="effect_en" value="A unit on a hill shoots at +1 (+1/+0)."/>
   <property name="effect_zh" value="部隊位於丘陵時，射擊攻擊+1（+1/+0）。"/>
   <property name="name_en" value="Hill"/>
   <property name="name_zh" value="丘陵"/>
   <property name="terrain" value="hill"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="ability" value="melee"/>
   <property name="attack" type="int" value="-1"/>
   <property name="defence" type="int" value="0"/>
   <property name="effect_en" value="A unit in a river attacks at -1 in melee (-1/+0)."/>
   <property name="effect_zh" value="部隊位於河川時，近身戰攻擊-1（-1/+0）。"/>
   <property name="name_en" value="River"/>
   <property name="name_zh" value="河川"/>
   <property name="terrain" value="river"/>
  </properties>
 </tile>
</tileset>
