<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="kinds" tilewidth="16" tileheight="16" tilecount="32" columns="4">
 <image source="kinds.png" width="64" height="128"/>
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
 <tile id="20">
  <properties>
   <property name="collision" value="oneway_slope_br"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="collision" value="slope_bl"/>
   <property name="one_way" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="22">
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0">
    <properties>
     <property name="one_way" type="bool" value="true"/>
    </properties>
    <polygon points="0,16 16,8 16,16"/>
   </object>
  </objectgroup>
 </tile>
 <tile id="23">
  <properties>
   <property name="one_way" type="bool" value="true"/>
  </properties>
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0">
    <polygon points="0,16 0,8 16,0 16,16"/>
   </object>
  </objectgroup>
 </tile>
 <tile id="24">
  <objectgroup draworder="index" id="2">
   <object id="1" x="0" y="0">
    <polyline points="0,0 16,8"/>
   </object>
  </objectgroup>
 </tile>
 <tile id="25">
  <properties>
   <property name="collision" value="oneway_gentle_bl_low"/>
  </properties>
 </tile>
 <tile id="26" class="oneway_slope_tr"/>
 <tile id="27">
  <properties>
   <property name="collision" value="oneway_slope_tl"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="collision" value="gentle_tr_low"/>
   <property name="one_way" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="collision" value="oneway_gentle_tr_high"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="collision" value="oneway_gentle_tl_high"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="collision" value="oneway_gentle_tl_low"/>
  </properties>
 </tile>
</tileset>
