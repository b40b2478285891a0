<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="kinds" tilewidth="16" tileheight="16" tilecount="20" columns="4">
 <image source="kinds.png" width="64" height="80"/>
 <tile id="0">
  <properties>
   <property name="collision" value="solid"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="collision" value="platform"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="collision" value="platform_under"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="collision" value="end_slope"/>
  </properties>
 </tile>
 <tile id="4">
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0">
    <polygon points="0,16 16,0 16,16"/>
   </object>
  </objectgroup>
 </tile>
 <tile id="5">
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0">
    <polygon points="0,16 16,8 16,16"/>
   </object>
  </objectgroup>
 </tile>
 <tile id="6">
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0">
    <polygon points="0,16 0,8 16,0 16,16"/>
   </object>
  </objectgroup>
 </tile>
 <tile id="7">
  <properties>
   <property name="collision" value="slope_tr"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="collision" value="gentle_tr_low"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="collision" value="gentle_tr_high"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="collision" value="solid"/>
   <property name="tag" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="11">
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="8" width="16" height="8"/>
  </objectgroup>
 </tile>
 <tile id="16">
  <properties>
   <property name="collision" value="platform_firm"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="collision" value="platform_under_firm"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="collision" value="oneway_left"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="collision" value="oneway_right"/>
  </properties>
 </tile>
</tileset>
